import fc from 'fast-check';
import { cartActions } from '../app/cart/cart-result.ts';

/** One request as a browser, a crawler or an attacker sends it, over a raw HTTP/1.1 socket. */
export type StorefrontRequest = {
  method: string;
  /** Path and query exactly as written on the request line (already percent-encoded or not). */
  target: string;
  headers: Record<string, string>;
  body: Buffer | undefined;
  /** Sent with `Transfer-Encoding: chunked` and no length, as a streaming client does. */
  chunked: boolean;
};

/** What the running shop has, so that some requests reach real pages, carts and forms. */
export type ShopFacts = { paths: string[]; variantIds: string[]; origin: string };

const hostileText = fc.constantFrom(
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\ud800',
  '💥'.repeat(200),
  "' OR 1=1 --",
  '"; DROP TABLE carts; --',
  '<script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  // Template syntax of several engines, meant literally.
  `{{7*7}} \${7*7} <%= 7*7 %>`,
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '//evil.example/',
  '/\\evil.example',
  'javascript:alert(1)',
  'gid://shopify/ProductVariant/99999999999999999999',
  'gid://shopify/Cart/does-not-exist',
  'gid://shopify/CartLine/-1',
  'x'.repeat(5000),
  'NaN',
  '-1',
  '1e309',
  '99999999999999999999',
  '\u202e\u200b',
  'ÄÖÜß æøå',
);

const hostileValue = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
);

/** Percent-encoding as a client should send it, or broken on purpose. */
const encoded = fc.oneof(
  {
    weight: 5,
    arbitrary: hostileValue.map((text) => encodeURIComponent(text.toWellFormed())),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '%',
      '%E0%A4%A',
      '%ZZ',
      '%00',
      '%C0%AF',
      '%FF%FE',
      '%25%',
      '%2e%2e%2f',
      '%u0041',
    ),
  },
);

const language = fc.constantFrom(
  'de',
  'en',
  'da',
  'de',
  'en',
  'da',
  'fr',
  'DE',
  'xx-yy',
  '%00',
  '..',
  'd%61',
  '',
);

const filterName = fc.constantFrom(
  'available',
  'type',
  'vendor',
  'taste.roast',
  'option.Größe',
  'price_min',
  'price_max',
  'sort',
  'after',
  'before',
  'q',
  'lang',
  'variant',
  'id',
  '__proto__',
  'constructor',
  '_data',
  'index',
);

const query = fc
  .array(fc.tuple(filterName, encoded), { maxLength: 8 })
  .chain((pairs) =>
    fc.oneof(
      { weight: 6, arbitrary: fc.constant(pairs) },
      // Thousands of repeated filters, as a crawler or an attacker might send.
      { weight: 1, arbitrary: fc.constant(Array.from({ length: 2000 }, (_, i) => ['vendor', `v${i}`])) },
    ),
  )
  .map((pairs) =>
    pairs.length ? `?${pairs.map(([name, value]) => `${encodeURIComponent(name)}=${value}`).join('&')}` : '',
  );

function pathOf(facts: ShopFacts): fc.Arbitrary<string> {
  const known = fc.constantFrom(...facts.paths);
  const segment = encoded.map((text) => text.slice(0, 300) || 'x');
  return fc.oneof(
    { weight: 4, arbitrary: known },
    {
      weight: 6,
      arbitrary: fc
        .tuple(
          language,
          fc.constantFrom(
            '',
            '/search',
            '/c',
            '/p',
            '/e',
            '/a',
            '/cart',
            '/newsletter',
            '/sitemap.xml',
            '/x',
          ),
          segment,
        )
        .map(([lang, page, rest]) =>
          ['/c', '/p', '/e', '/a', '/x'].includes(page) ? `/${lang}${page}/${rest}` : `/${lang}${page}`,
        ),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '/',
        '/api/predictive-search',
        '/api/search-featured',
        '/api/cart-summary',
        '/api/product-stock',
        '/api/consent',
        '/api/error-reports',
        '/robots.txt',
        '/sitemap.xml',
        '/de/cart.data',
        '/en/search.data',
        '/_root.data',
        '/assets/../../package.json',
        '/assets/%2e%2e/%2e%2e/server.ts',
        '//evil.example/de',
        '/de//cart',
        '/\\evil.example',
        `/de/${'a/'.repeat(500)}`,
        `/${'x'.repeat(7000)}`,
      ),
    },
  );
}

// Every action the cart route knows (a new one is fuzzed too), and two it does not.
const cartActionNames = fc.constantFrom(...cartActions, 'Unknown', '');

function formFields(facts: ShopFacts): fc.Arbitrary<[string, string][]> {
  const id = fc.oneof(fc.constantFrom(...facts.variantIds), hostileValue);
  const cart = fc
    .record({
      cartAction: fc.oneof(cartActionNames, hostileValue),
      merchandiseId: id,
      quantity: fc.oneof(fc.integer({ min: -3, max: 20 }).map(String), hostileValue),
      lineId: hostileValue,
      discountCode: hostileValue,
      giftCardCode: hostileValue,
      redirectTo: fc.oneof(
        fc.constantFrom('/de/cart', '/en', '//evil.example', '/api/cart-summary'),
        hostileValue,
      ),
    })
    .chain((fields) => fc.subarray(Object.entries(fields)));
  const newsletter = fc
    .record({
      email: fc.oneof(fc.emailAddress(), hostileValue),
      privacyPolicyAccepted: fc.constantFrom('on', 'off', ''),
    })
    .chain((fields) => fc.subarray(Object.entries(fields)));
  const random = fc.array(fc.tuple(hostileValue, hostileValue), { maxLength: 5 });
  return fc.oneof(cart, newsletter, random);
}

const urlEncoded = (pairs: [string, string][]) =>
  pairs
    .map(
      ([name, value]) =>
        `${encodeURIComponent(name.toWellFormed())}=${encodeURIComponent(value.toWellFormed())}`,
    )
    .join('&');

function bodyOf(facts: ShopFacts): fc.Arbitrary<{ type: string | undefined; body: Buffer | undefined }> {
  const form = formFields(facts);
  return fc.oneof(
    {
      weight: 6,
      arbitrary: form.map((pairs) => ({
        type: 'application/x-www-form-urlencoded',
        body: Buffer.from(urlEncoded(pairs)),
      })),
    },
    {
      weight: 1,
      arbitrary: form.map((pairs) => ({
        type: 'multipart/form-data; boundary=zz',
        body: Buffer.from(
          `${pairs.map(([name, value]) => `--zz\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('')}--zz--\r\n`,
        ),
      })),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        type: fc.constantFrom(
          undefined,
          'application/x-www-form-urlencoded',
          'application/x-www-form-urlencoded; charset=utf-16',
          'multipart/form-data',
          'multipart/form-data; boundary=',
          'application/json',
          'text/plain',
          'garbage/garbage',
        ),
        body: fc.oneof(
          fc.uint8Array({ maxLength: 400 }).map((bytes) => Buffer.from(bytes)),
          fc.constantFrom(
            Buffer.from('%E0%A4%A=%&&==&cartAction=%ZZ'),
            Buffer.from([0xff, 0xfe, 0x00, 0x61, 0xc0, 0xaf]),
            Buffer.from('{"cartAction":"LinesAdd","quantity":1e999}'),
            Buffer.from(`${'a=1&'.repeat(10_000)}`),
            Buffer.from('--zz\r\nContent-Disposition: form-data; name="x"\r\n\r\nunterminated'),
          ),
          // Over the 64 kB a form may have, up to a few megabytes.
          fc.integer({ min: 65 * 1024, max: 3 * 1024 * 1024 }).map((size) => Buffer.alloc(size, 'a')),
        ),
      }),
    },
  );
}

function headersOf(facts: ShopFacts): fc.Arbitrary<Record<string, string>> {
  return fc
    .record(
      {
        origin: fc.constantFrom(facts.origin, facts.origin, 'https://evil.example', 'null'),
        cookie: fc.oneof(
          fc.constantFrom(
            'storefront_cart_id=gid%3A%2F%2Fshopify%2FCart%2Fnope',
            'storefront_cart_id=%E0%A4%A',
            `storefront_cart_id=${'x'.repeat(6000)}`,
            'storefront_cart_id=; storefront_cart_id=gid://shopify/Cart/a',
            'consent=%7B%22bad',
          ),
          encoded.map((value) => `storefront_cart_id=${value}`),
        ),
        'accept-language': fc.constantFrom('da', 'en-GB,en;q=0.9', '*', ';;;q=x', 'x'.repeat(2000)),
        'accept-encoding': fc.constantFrom(
          'br',
          'gzip',
          'br;q=0, gzip;q=0',
          'identity;q=0, *;q=0',
          'zstd, unknown',
        ),
        accept: fc.constantFrom('text/html', 'application/json', '*/*', 'text/x-component'),
        'x-forwarded-for': fc.constantFrom('1.2.3.4', '::1', 'not-an-ip, 999.1.1.1', ''),
        'x-storefront-client-address': fc.constantFrom('10.0.0.1', '<script>'),
        'x-storefront-csp-nonce': fc.constantFrom('injected"><script>alert(1)</script>'),
        referer: fc.constantFrom('https://evil.example/', 'javascript:alert(1)'),
        range: fc.constantFrom('bytes=0-10', 'bytes=99999999-', 'bytes=-1,-2,-3'),
        'if-none-match': fc.constantFrom('*', '"x"', 'W/"garbage'),
      },
      { requiredKeys: [] },
    )
    .map((headers) => Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== '')));
}

/** A request to the storefront: mostly reads of its pages, a good share of form posts, a few oddities. */
export function storefrontRequest(facts: ShopFacts): fc.Arbitrary<StorefrontRequest> {
  return fc
    .record({
      method: fc.constantFrom(
        'GET',
        'GET',
        'GET',
        'POST',
        'POST',
        'HEAD',
        'PUT',
        'DELETE',
        'PATCH',
        'OPTIONS',
      ),
      path: pathOf(facts),
      query,
      headers: headersOf(facts),
      body: bodyOf(facts),
      chunked: fc.boolean(),
    })
    .map(({ method, path, query: search, headers, body, chunked }) => {
      const sendsBody = method !== 'GET' && method !== 'HEAD';
      const all = { ...headers };
      if (sendsBody && body.type) all['content-type'] = body.type;
      return {
        method,
        target: `${path}${search}`,
        headers: all,
        body: sendsBody ? body.body : undefined,
        chunked: sendsBody && chunked,
      };
    });
}
