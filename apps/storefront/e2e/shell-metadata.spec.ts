import { expect } from '@playwright/test';
import { test } from './visitor.ts';

const pages = [
  {
    lang: 'de',
    title: 'Kaffee, Espresso & Zubehör | ',
    share: 'Kaffee & Zubehör online kaufen',
    keywords: 'Kaffee, Espresso, Shop',
  },
  {
    lang: 'en',
    title: 'Coffee, espresso & accessories | ',
    share: 'Buy coffee & accessories online',
    keywords: 'coffee, espresso, shop',
  },
] as const;

for (const expected of pages) {
  test(`/${expected.lang} has the site metadata of spec section 1 in the server HTML`, async ({
    page,
    baseURL,
  }) => {
    await page.goto(`/${expected.lang}`);
    const head = page.locator('head');
    await expect(page.locator('html')).toHaveAttribute('lang', expected.lang);
    // "page title, separator, product name"
    await expect(page).toHaveTitle(new RegExp(`^${expected.title.replace(/[|]/g, '\\|')}\\S`));
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', expected.share);
    await expect(head.locator('meta[name="keywords"]')).toHaveAttribute('content', expected.keywords);
    await expect(head.locator('meta[name="robots"]')).toHaveAttribute('content', /^index/);
    await expect(head.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1000');
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http.*\.png$/);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}/${expected.lang}`,
    );
    for (const lang of ['de', 'en', 'da']) {
      await expect(head.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute(
        'href',
        `${baseURL}/${lang}`,
      );
    }
    await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      `${baseURL}/de`,
    );
  });
}

test('the share image is served with the width the metadata announces', async ({ page, request }) => {
  await page.goto('/de');
  const url = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(url).toBeTruthy();
  const response = await request.get(url ?? '');
  expect(response.status()).toBe(200);
  const png = await response.body();
  // PNG header: width is the big-endian integer at byte 16.
  expect(png.readUInt32BE(16)).toBe(1000);
});

test('the organisation JSON-LD has logo, description, three profiles and the 4.86 / 40391 rating', async ({
  page,
  request,
}) => {
  await page.goto('/da');
  const json = await page.getByTestId('organisation-json-ld').textContent();
  const data: unknown = JSON.parse(json ?? '{}');
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.86, reviewCount: 40391 },
  });
  expect(data).toHaveProperty('description', expect.stringContaining('Kaffee'));
  expect(data).toHaveProperty('sameAs', [
    expect.stringContaining('youtube'),
    expect.stringContaining('facebook'),
    expect.stringContaining('instagram'),
  ]);
  const logo = typeof data === 'object' && data !== null && 'logo' in data ? String(data.logo) : '';
  expect(logo).toMatch(/^http/);
  expect((await request.get(logo)).status()).toBe(200);
});

test('a query string is not part of the canonical and alternate URLs', async ({ page, baseURL }) => {
  await page.goto('/en?utm_source=test');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/en`);
  await expect(page.locator('link[rel="alternate"][hreflang="da"]')).toHaveAttribute('href', `${baseURL}/da`);
});

test('an unknown page keeps the shell around its 404 message and is not indexed (en)', async ({ page }) => {
  const response = await page.goto('/en/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.locator('footer#footer')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('meta[name="robots"]')).toHaveCount(1);
});
