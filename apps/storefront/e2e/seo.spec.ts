import { expect, type Page } from '@playwright/test';
import { test } from './visitor.ts';

test.describe.configure({ timeout: 120_000 });

/** The <loc> URLs of a sitemap and each URL's hreflang alternates. */
function parseUrlSet(xml: string): { loc: string; alternates: Record<string, string> }[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? '',
    alternates: Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="(\w+)" href="([^"]+)"\/>/g)].map(
        ([, lang, href]) => [lang, href],
      ),
    ),
  }));
}

async function headOf(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    robots: [...document.querySelectorAll('meta[name="robots"]')].map((meta) => meta.getAttribute('content')),
    descriptions: [...document.querySelectorAll('meta[name="description"]')].map(
      (meta) => meta.getAttribute('content') ?? '',
    ),
    alternates: Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    ),
  }));
}

test('robots.txt allows crawling, keeps out the API and cart, and names the sitemap', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toMatch(/^Disallow: \/api\/$/m);
  expect(text).toMatch(/^Disallow: \/\*\/cart$/m);
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('the sitemap index names one sitemap per language, each listing every kind of page', async ({
  request,
  baseURL,
}) => {
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toMatch(/^application\/xml/);
  const locs = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locs).toEqual([
    `${baseURL}/de/sitemap.xml`,
    `${baseURL}/en/sitemap.xml`,
    `${baseURL}/da/sitemap.xml`,
  ]);
  for (const lang of ['de', 'en', 'da']) {
    const response = await request.get(`/${lang}/sitemap.xml`);
    expect(response.status()).toBe(200);
    const urls = parseUrlSet(await response.text());
    const paths = urls.map((url) => new URL(url.loc).pathname);
    expect(paths).toContain(`/${lang}`);
    expect(paths.filter((path) => path.startsWith(`/${lang}/e/`))).toHaveLength(15);
    expect(paths).toContain(`/${lang}/a`);
    expect(paths.filter((path) => path.startsWith(`/${lang}/a/`)).length).toBeGreaterThanOrEqual(6);
    expect(paths.filter((path) => path.startsWith(`/${lang}/c/`)).length).toBeGreaterThan(10);
    expect(paths.filter((path) => path.startsWith(`/${lang}/p/`)).length).toBeGreaterThan(100);
    expect(new Set(paths).size).toBe(paths.length);
    for (const url of urls) expect(url.alternates[lang], url.loc).toBe(url.loc);
  }
  const de = parseUrlSet(await (await request.get('/de/sitemap.xml')).text());
  const privacy = de.find((url) => url.loc.endsWith('/de/e/datenschutz'));
  expect(privacy?.alternates).toEqual({
    de: `${baseURL}/de/e/datenschutz`,
    en: `${baseURL}/en/e/privacy-policy`,
    da: `${baseURL}/da/e/privatlivspolitik`,
  });
});

test('pages of the sitemap answer 200 with the sitemap URL as canonical and the same hreflang alternates', async ({
  page,
  request,
}) => {
  const urls = parseUrlSet(await (await request.get('/en/sitemap.xml')).text());
  const kinds = ['/en/e/', '/en/a/', '/en/c/', '/en/p/'];
  const sample = kinds.flatMap((kind) => urls.filter((url) => url.loc.includes(kind)).slice(0, 2));
  expect(sample).toHaveLength(8);
  for (const url of sample) {
    const response = await page.goto(url.loc);
    expect(response?.status(), url.loc).toBe(200);
    const head = await headOf(page);
    expect(head.canonical, url.loc).toBe(url.loc);
    for (const lang of ['de', 'en', 'da'])
      expect(head.alternates[lang], `${url.loc} ${lang}`).toBe(url.alternates[lang]);
    expect(head.robots, url.loc).toEqual(['index, follow']);
  }
});

test('every kind of page has the title "page title | shop name", one robots meta and one description', async ({
  page,
  request,
}) => {
  const de = parseUrlSet(await (await request.get('/de/sitemap.xml')).text()).map(
    (url) => new URL(url.loc).pathname,
  );
  const collection = de.find((path) => path.startsWith('/de/c/')) ?? '';
  const product = de.find((path) => path.startsWith('/de/p/')) ?? '';
  const pages = [
    { path: '/de', indexed: true },
    { path: '/de/search?q=espresso', indexed: false },
    { path: '/en/search', indexed: false },
    { path: '/da/newsletter', indexed: false },
    { path: '/de/cart', indexed: false },
    { path: '/de/e/datenschutz', indexed: true },
    { path: '/en/a', indexed: true },
    { path: '/da/a/espresso-ekstraktion', indexed: true },
    { path: collection, indexed: true },
    { path: product, indexed: true },
    { path: '/en/no-such-page', indexed: false },
  ];
  for (const { path, indexed } of pages) {
    await page.goto(path);
    const head = await headOf(page);
    expect(head.title, path).toMatch(/^\S.* \| Kaffeekontor$/);
    expect(head.robots, path).toEqual([indexed ? 'index, follow' : 'noindex']);
    expect(head.canonical, path).toMatch(/^http/);
    // Search engines show it under the title; Lighthouse counts a page without one against SEO.
    if (path !== '/en/no-such-page')
      expect(head.descriptions, path).toEqual([expect.stringMatching(/\S{3}/)]);
  }
});

test('canonical URLs leave out the query: a variant, a sort order, a tracking parameter', async ({
  page,
  request,
  baseURL,
}) => {
  const de = parseUrlSet(await (await request.get('/de/sitemap.xml')).text()).map(
    (url) => new URL(url.loc).pathname,
  );
  const product = de.find((path) => path.startsWith('/de/p/')) ?? '';
  const collection = de.find((path) => path.startsWith('/de/c/')) ?? '';
  for (const path of [
    `${product}?variant=1`,
    `${collection}?sort=price_asc`,
    '/de/e/agb?utm_source=newsletter',
  ]) {
    await page.goto(path);
    expect((await headOf(page)).canonical, path).toBe(`${baseURL}${path.split('?')[0]}`);
  }
});

test('the organisation JSON-LD has the rating label EXCELLENT and a product entry with the SKU placeholder', async ({
  page,
}) => {
  await page.goto('/de/e/ueber-uns');
  const organisation = JSON.parse((await page.getByTestId('organisation-json-ld').textContent()) ?? '{}');
  expect(organisation).toMatchObject({
    '@type': 'Organization',
    aggregateRating: { ratingValue: 4.86, reviewCount: 40391, ratingExplanation: 'EXCELLENT' },
  });
  const product = JSON.parse((await page.getByTestId('organisation-product-json-ld').textContent()) ?? '{}');
  expect(product).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Product',
    sku: 'SHOP-REVIEWS-0000',
    aggregateRating: { ratingValue: 4.86, reviewCount: 40391, ratingExplanation: 'EXCELLENT' },
  });
});
