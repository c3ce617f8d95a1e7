import { expect } from '@playwright/test';
import {
  ascending,
  cardPrices,
  collectionTexts,
  darkRoast,
  settled,
  slow,
  sortByPriceAndPageOn,
} from './collection-helpers.ts';
import { visit } from './search-helpers.ts';
import { acrossViewports } from './viewport-split.ts';
import { test } from './visitor.ts';

// A loaded test machine (several shops and browsers at once) needs more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

/** Terms with more than one page (250) of hits in the seed catalogue, and the texts the page shows. */
const texts = {
  de: {
    term: 'kaffee',
    title: 'Suchergebnisse für „kaffee“',
    dark: collectionTexts.de.dark,
    apply: collectionTexts.de.apply,
  },
  en: {
    term: 'coffee',
    title: 'Search results for “coffee”',
    dark: collectionTexts.en.dark,
    apply: collectionTexts.en.apply,
  },
} as const;

for (const { item: lang, tag } of acrossViewports(['de', 'en'] as const)) {
  const t = texts[lang];

  test(`search results: sort by price ascending, page on, filter by roast, back again (${lang})`, {
    tag,
  }, async ({ page, isMobile }) => {
    await visit(page, `/${lang}/search?q=${t.term}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
    await expect(page.getByTestId('product-card')).toHaveCount(250, slow);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await sortByPriceAndPageOn(page, new RegExp(`[?&]q=${t.term}&sort=price_asc$`));

    const dark = await darkRoast(page, t.dark, isMobile);
    await dark.checkbox.check();
    await expect(page).toHaveURL(/taste\.roast=dark/, slow);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${t.term}&`));
    await expect(page).not.toHaveURL(/after=/);
    await settled(page);
    await expect(page.getByTestId('product-card')).toHaveCount(Math.min(dark.count, 250), slow);
    await expect(page.getByTestId('active-filters')).toContainText(t.dark);
    expect(ascending(await cardPrices(page))).toBe(true);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

    // The state is in the URL: back returns to the second page before the filter.
    await page.goBack();
    await expect(page).toHaveURL(/after=/, slow);
    await expect(page).not.toHaveURL(/taste\.roast/);
    await settled(page);
    await expect(page.getByTestId('previous-page')).toBeVisible(slow);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { item: lang, tag } of acrossViewports(['de', 'en'] as const)) {
    const t = texts[lang];

    test(`search results filter, sort and page through the form and links alone (${lang})`, { tag }, async ({
      page,
      isMobile,
    }) => {
      // Without JavaScript Chromium loads every image at once (no lazy loading): 250 resized images
      // on a loaded machine; the list is what this test reads, not the images.
      await page.goto(`/${lang}/search?q=${t.term}`, { waitUntil: 'domcontentloaded', timeout: 60_000 });
      await expect(page.getByTestId('product-card')).toHaveCount(250);
      await page.getByTestId('next-page').click();
      await expect(page).toHaveURL(/after=/, slow);
      await expect(page.getByTestId('previous-page')).toBeVisible();

      const dark = await darkRoast(page, t.dark, isMobile);
      await dark.checkbox.check();
      await page.getByTestId('sort-select').selectOption('price_asc');
      await page.locator('#list-controls').getByRole('button', { name: t.apply }).first().click();
      await expect(page).toHaveURL(new RegExp(`[?&]q=${t.term}&`));
      await expect(page).toHaveURL(/sort=price_asc/);
      await expect(page).toHaveURL(/taste\.roast=dark/);
      await expect(page).not.toHaveURL(/after=/);
      await expect(page.getByTestId('product-card')).toHaveCount(Math.min(dark.count, 250));
      const prices = await cardPrices(page);
      expect(prices.length).toBeGreaterThan(1);
      expect(ascending(prices)).toBe(true);
      await expect(page.getByTestId('active-filters')).toContainText(t.dark);
    });
  }
});
