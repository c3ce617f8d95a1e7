import { expect } from '@playwright/test';
import {
  expectResultsFor,
  openOverlay,
  overlay,
  overlayInput,
  reportedSearchTerms,
  visit,
} from './search-helpers.ts';
import { acrossViewports } from './viewport-split.ts';
import { test } from './visitor.ts';

// A loaded test machine (several shops and browsers at once) needs more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

type Entry = { title: string; vendor?: string };
type Featured = { suggestions: string[]; collections: Entry[]; products: Entry[] };

for (const { item: lang, tag } of acrossViewports(['de', 'en'] as const)) {
  test(`the empty search shows the language's suggestions, categories, top product and products (${lang})`, {
    tag,
  }, async ({ page, request, isMobile }) => {
    const featured: Featured = await (await request.get(`/api/search-featured?lang=${lang}`)).json();
    expect(featured.suggestions.length).toBeGreaterThan(0);
    await visit(page, `/${lang}`);
    await openOverlay(page, lang, isMobile);
    const dialog = overlay(page, lang);
    for (const suggestion of featured.suggestions) {
      await expect(dialog.getByRole('button', { name: suggestion, exact: true })).toBeVisible();
    }
    for (const collection of featured.collections) {
      await expect(dialog.getByRole('link', { name: collection.title, exact: true })).toBeVisible();
    }
    const [top, ...rest] = featured.products;
    if (isMobile) {
      await expect(page.getByTestId('search-top-product')).toHaveCount(0);
      await expect(page.getByTestId('search-product')).toHaveCount(featured.products.length);
    } else {
      await expect(page.getByTestId('search-top-product')).toContainText(top?.title ?? 'missing');
      await expect(page.getByTestId('search-product')).toHaveCount(rest.length);
    }
  });
}

test('a suggestion chip fills the query and searches at once (en)', async ({ page, isMobile }) => {
  await visit(page, '/en');
  await openOverlay(page, 'en', isMobile);
  await overlay(page, 'en').getByRole('button', { name: 'portafilter', exact: true }).click();
  await expect(overlayInput(page, 'en')).toHaveValue('portafilter');
  await expectResultsFor(page, 'portafilter');
  expect(await reportedSearchTerms(page)).toEqual(['portafilter']);
});

test('typing asks once after a 300 ms pause, for at most 5 of each, and reports every change (de)', async ({
  page,
  isMobile,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/predictive-search') asked.push(url.searchParams.get('q') ?? '');
  });
  await page.clock.install();
  await visit(page, '/de');
  await openOverlay(page, 'de', isMobile);
  // Time stands still while typing: the pause is measured on the page's clock alone.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 10_000);
  await overlayInput(page, 'de').pressSequentially('kaffee');
  await page.clock.runFor(290);
  await page.waitForTimeout(300);
  expect(asked).toEqual([]);
  await page.clock.runFor(20);
  await page.clock.resume();
  await expectResultsFor(page, 'kaffee');
  expect(asked).toEqual(['kaffee']);
  expect(await reportedSearchTerms(page)).toEqual(['k', 'ka', 'kaf', 'kaff', 'kaffe', 'kaffee']);
  const shown =
    (await page.getByTestId('search-top-product').count()) +
    (await page.getByTestId('search-product').count());
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThanOrEqual(5);
  await expect(overlay(page, 'de').getByRole('heading', { name: 'Kategorien' })).toBeVisible();
});

test('products show vendor, title and 1x/2x images: 200 px top product on desktop, 100 px in the list (de)', async ({
  page,
  isMobile,
}) => {
  await visit(page, '/de');
  await openOverlay(page, 'de', isMobile);
  await overlayInput(page, 'de').fill('Tamper');
  await expectResultsFor(page, 'Tamper');
  const listImage = page.getByTestId('search-product').first().locator('img');
  await expect(listImage).toHaveAttribute('src', /width=100&height=100/);
  await expect(listImage).toHaveAttribute('srcset', /width=100&height=100 1x, .*width=200&height=200 2x/);
  await expect(page.getByTestId('search-product').first()).toContainText('Tamper');
  await expect(page.getByTestId('search-product').first()).toHaveAttribute('href', /^\/de\/p\//);
  if (isMobile) {
    await expect(page.getByTestId('search-top-product')).toHaveCount(0);
  } else {
    const topImage = page.getByTestId('search-top-product').locator('img');
    await expect(topImage).toHaveAttribute('srcset', /width=200&height=200 1x, .*width=400&height=400 2x/);
    await expect(topImage).toHaveJSProperty('naturalWidth', 200);
  }
});

for (const [lang, texts] of [
  [
    'de',
    [
      'Zu „qqqqqqqq“ haben wir leider keine Produkte gefunden.',
      'Keine Kategorien gefunden',
      'Keine Produkte gefunden',
    ],
  ],
  ['en', ['Sorry, we found no products for “qqqqqqqq”.', 'No categories found', 'No products found']],
] as const) {
  test(`no product hits show search.no_results and the empty sub-list messages (${lang})`, async ({
    page,
    isMobile,
  }) => {
    await visit(page, `/${lang}`);
    await openOverlay(page, lang, isMobile);
    await overlayInput(page, lang).fill('qqqqqqqq');
    await expectResultsFor(page, 'qqqqqqqq');
    await expect(page.getByTestId('search-no-results')).toContainText(texts[0]);
    await expect(page.getByTestId('search-no-categories')).toHaveText(texts[1]);
    await expect(page.getByTestId('search-no-products')).toHaveText(texts[2]);
  });
}

test('the answer of an outdated term never replaces a newer one (de)', async ({ page, isMobile }) => {
  // Only delays our own endpoint's real answer for the first term, so that it arrives last.
  await page.route('**/api/predictive-search?*', async (route) => {
    if (new URL(route.request().url()).searchParams.get('q') === 'Kaffee') {
      await new Promise((resolve) => setTimeout(resolve, 2500));
    }
    // The overlay may have cancelled the outdated request meanwhile.
    await route.continue().catch(() => {});
  });
  await visit(page, '/de');
  await openOverlay(page, 'de', isMobile);
  const slow = page.waitForRequest((r) => r.url().includes('q=Kaffee'));
  await overlayInput(page, 'de').fill('Kaffee');
  await slow;
  await overlayInput(page, 'de').fill('Tamper');
  await expectResultsFor(page, 'Tamper');
  await page.waitForTimeout(3000);
  await expectResultsFor(page, 'Tamper');
  await expect(page.getByTestId('search-product').first()).toContainText('Tamper');
});
