import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAnswer, checkAnswerByExecution, checkAnswerByPlan } from './answer-check.ts';
import { CollectionDocument, HomeProductsDocument } from './generated/storefront.ts';

/*
 * The compiled walk (answer-plan.ts) may only answer where graphql-js's execution, the reference,
 * returns the very same data without errors; everything else must reach the execution.
 */

const image = (n: number) => ({ url: `https://img.example/${n}.png`, altText: n % 2 ? null : `Bild ${n}` });
const money = (amount: string) => ({ amount, currencyCode: 'EUR' });
const variant = (n: number) => ({
  id: `gid://shopify/ProductVariant/${n}`,
  title: `${n * 250} g`,
  availableForSale: n % 3 !== 0,
  currentlyNotInStock: n % 4 === 0,
  price: money(`${n}.90`),
  compareAtPrice: n % 2 ? null : money(`${n + 2}.90`),
  unitPrice: money(`${n * 4}.60`),
  unitPriceMeasurement: { referenceUnit: 'KG', referenceValue: 1 },
  selectedOptions: [{ name: 'Größe', value: `${n * 250} g` }],
  image: n % 2 ? image(n) : null,
});
const certification = (n: number) => ({
  __typename: 'Metaobject',
  id: `gid://shopify/Metaobject/${n}`,
  handle: `cert-${n}`,
  label: { value: `Siegel ${n}` },
  image: n % 2 ? { reference: { __typename: 'MediaImage', image: image(n) } } : null,
});
const product = (n: number) => ({
  id: `gid://shopify/Product/${n}`,
  handle: `kaffee-${n}`,
  title: `Kaffee ${n}`,
  vendor: 'Rösterei',
  productType: 'Espresso',
  availableForSale: true,
  featuredImage: n % 2 ? image(n) : null,
  priceRange: { minVariantPrice: money('8.90'), maxVariantPrice: money('15.90') },
  variants: { nodes: [variant(n), variant(n + 1)] },
  certifications: n % 2 ? { references: { nodes: [certification(1), certification(2)] } } : null,
});
const metafield = (value: string) => ({ value });

function collectionAnswer() {
  return {
    collection: {
      id: 'gid://shopify/Collection/1',
      handle: 'kaffee-espresso',
      title: 'Espresso',
      description: 'Bohnen',
      descriptionHtml: '<p>Bohnen</p>',
      seo: { title: null, description: null },
      image: image(7),
      noindex: null,
      subTitle: metafield('Für den Siebträger'),
      brandCountry: null,
      introText: null,
      productTest: null,
      breadcrumb: metafield('[]'),
      displayVariants: null,
      variantSubset: null,
      brandLogo: { reference: { __typename: 'MediaImage', image: image(9) } },
      contentGallery: { references: { nodes: [{ __typename: 'MediaImage', image: image(3) }] } },
      promotionCard: null,
      products: {
        filters: [
          {
            id: 'filter.v.availability',
            label: 'Verfügbarkeit',
            type: 'BOOLEAN',
            values: [{ id: 'a', label: 'Auf Lager', count: 3, input: '{"available":true}' }],
          },
        ],
        pageInfo: { hasNextPage: false, hasPreviousPage: false, endCursor: 'e', startCursor: null },
        nodes: [product(1), product(2), product(3)],
      },
    },
  };
}
const collectionVariables = { handle: 'kaffee-espresso', first: 250, language: 'DE' };
const collectionText = CollectionDocument.toString();

/** Every path to a value in a JSON tree. */
function pathsOf(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [path];
  const keys: (string | number)[] = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
  return [path, ...keys.flatMap((key) => pathsOf(Reflect.get(value, key), [...path, key]))];
}

const replacements = [
  null,
  undefined,
  0,
  3,
  1.5,
  2 ** 40,
  '3',
  'x',
  'EUR',
  'MediaImage',
  'Product',
  true,
  [],
  {},
];

/** The answer with the value at `path` replaced (`undefined` deletes it). */
function mutated(answer: unknown, path: (string | number)[], replacement: unknown): unknown {
  const copy = structuredClone(answer);
  const last = path.at(-1);
  if (last === undefined) return replacement;
  let parent: unknown = copy;
  for (const key of path.slice(0, -1)) parent = Reflect.get(parent as object, key);
  if (replacement === undefined && !Array.isArray(parent)) Reflect.deleteProperty(parent as object, last);
  else Reflect.set(parent as object, last, replacement);
  return copy;
}

const asJson = (value: unknown) => JSON.stringify(value);

describe('the compiled answer check', () => {
  it('answers a fitting answer itself, with the data graphql-js returns', () => {
    const answer = collectionAnswer();
    const planned = checkAnswerByPlan(collectionText, answer, collectionVariables);
    const executed = checkAnswerByExecution(collectionText, answer, collectionVariables);
    expect(executed.errors).toEqual([]);
    expect(planned).toBeDefined();
    expect(asJson(planned)).toBe(asJson(executed.data));
    // Fields nobody asked for are dropped; `__typename` is the schema's type name.
    const withExtra = mutated(answer, ['collection', 'products', 'nodes', 0, 'extra'], 'x');
    expect(asJson(checkAnswerByPlan(collectionText, withExtra, collectionVariables))).toBe(asJson(planned));
  });

  it('agrees with graphql-js on any single change to a fitting answer', () => {
    const answer = collectionAnswer();
    const paths = pathsOf(answer);
    let answeredByPlan = 0;
    fc.assert(
      fc.property(fc.constantFrom(...paths), fc.constantFrom(...replacements), (path, replacement) => {
        const changed = mutated(answer, path, replacement);
        const planned = checkAnswerByPlan(collectionText, changed, collectionVariables);
        const executed = checkAnswerByExecution(collectionText, changed, collectionVariables);
        if (planned === undefined) return;
        answeredByPlan++;
        expect(executed.errors.map((e) => e.message)).toEqual([]);
        expect(asJson(planned)).toBe(asJson(executed.data));
      }),
      { numRuns: 3000 },
    );
    // Many changes still fit (a nullable field set to null, a string for a string): the walk answers them.
    expect(answeredByPlan).toBeGreaterThan(100);
  });

  it('leaves to graphql-js what it would coerce or refuse, so answers and errors stay as they were', () => {
    const answer = collectionAnswer();
    const nodes = ['collection', 'products', 'nodes', 0];
    for (const [path, value] of [
      [[...nodes, 'title'], 5],
      [[...nodes, 'availableForSale'], 1],
      [[...nodes, 'handle'], null],
      [[...nodes, 'priceRange', 'minVariantPrice', 'amount'], 12.9],
      [[...nodes, 'priceRange', 'minVariantPrice', 'currencyCode'], 'EURO'],
      [['collection', 'products', 'filters', 0, 'values', 0, 'count'], '3'],
      [[...nodes, 'certifications', 'references', 'nodes', 0, '__typename'], 'Shop'],
      [[...nodes, 'variants', 'nodes'], 'abc'],
    ] as const) {
      const changed = mutated(answer, [...path], value);
      expect(checkAnswerByPlan(collectionText, changed, collectionVariables)).toBeUndefined();
      const { data, errors } = checkAnswer(collectionText, changed, collectionVariables);
      const reference = checkAnswerByExecution(collectionText, changed, collectionVariables);
      expect(asJson(data)).toBe(asJson(reference.data));
      expect(errors.map((e) => e.message)).toEqual(reference.errors.map((e) => e.message));
    }
    // graphql-js coerces a number for a String to its text: the check answers as it always did.
    const coerced = checkAnswer(collectionText, mutated(answer, [...nodes, 'title'], 5), collectionVariables);
    expect(Reflect.get(Reflect.get(coerced.data?.collection as object, 'products'), 'nodes')[0].title).toBe(
      '5',
    );
  });

  it('leaves variables graphql-js refuses to it', () => {
    const answer = { products: { nodes: [product(1)] } };
    const text = HomeProductsDocument.toString();
    expect(checkAnswerByPlan(text, answer, { language: 'DE' })).toBeDefined();
    expect(checkAnswerByPlan(text, answer, { language: 'XX' })).toBeUndefined();
    expect(checkAnswer(text, answer, {}).errors[0]?.message).toMatch(/Variable "\$language"/);
  });
});
