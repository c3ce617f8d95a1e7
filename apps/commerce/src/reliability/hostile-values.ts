import fc from 'fast-check';

/**
 * Values an attacker or a broken client sends where the schema expects something sensible: text
 * with NUL and lone surrogates, markup and SQL, huge and negative numbers, wrong types, deep JSON.
 */
const nastyText = fc.constantFrom(
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\ud800',
  '💥'.repeat(300),
  "' OR 1=1 --",
  '"; DROP TABLE carts; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}} #{7*7} <%= 7*7 %>',
  '../../../../etc/passwd',
  'gid://shopify/ProductVariant/101',
  'gid://shopify/ProductVariant/99999999999999999999',
  'gid://shopify/Cart/does-not-exist',
  'gid://shopify/ProductVariant/-1',
  'x'.repeat(70_000),
  '%00%ff%fe',
  'NaN',
  '\u202e\u200b',
);

const nastyNumber = fc.oneof(
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53, 1e308, -1e308, 0.5, 1e-9),
  fc.integer(),
  fc.double({ noNaN: true }),
);

export const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyText },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
  { weight: 2, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** Any JSON a variable may be given: scalars above, and objects and lists of them. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 6, arbitrary: hostileScalar },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 6 }) },
    {
      weight: 1,
      arbitrary: fc.dictionary(
        fc.constantFrom('merchandiseId', 'quantity', 'id', 'key', 'value', 'attributes', 'lines', 'x'),
        tie('value'),
        { maxKeys: 4 },
      ),
    },
  ),
})).value;

/** A list of up to a few hostile values, or a hostile value where a list belongs. */
export const hostileList = fc.oneof(fc.array(hostileScalar, { maxLength: 5 }), hostileValue);
