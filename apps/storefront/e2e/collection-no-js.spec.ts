import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { cardPrices, collectionTexts } from './collection-helpers.ts';
import { acrossViewports } from './viewport-split.ts';
import { test } from './visitor.ts';

const ascending = (prices: number[]) => prices.every((price, i) => i === 0 || (prices[i - 1] ?? 0) <= price);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { item: lang, tag } of acrossViewports(['de', 'en'] as const)) {
    const t = collectionTexts[lang];
    test(`browse to a collection, sort by price, page on, filter by roast and price with plain forms (${lang})`, {
      tag,
    }, async ({ page, isMobile }) => {
      test.setTimeout(120_000);
      await page.goto(`/${lang}`);
      // The home page's category tiles and the desktop bar are plain links (the phone menu's, in its
      // closed popover, are not visible).
      await page.locator(`a[href="/${lang}/c/${t.collection}"]`).filter({ visible: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/c/${t.collection}$`));
      await expect(page.getByTestId('product-card')).toHaveCount(250);

      await page.getByTestId('sort-select').selectOption('price_asc');
      await page.getByRole('button', { name: t.apply }).first().click();
      await expect(page).toHaveURL(/sort=price_asc/);
      const firstPage = await cardPrices(page);
      expect(ascending(firstPage)).toBe(true);

      await page.getByTestId('next-page').click();
      await expect(page).toHaveURL(/after=/);
      const secondPage = await cardPrices(page);
      expect(ascending(secondPage)).toBe(true);
      expect(secondPage[0]).toBeGreaterThanOrEqual(firstPage.at(-1) ?? 0);

      if (isMobile) await page.locator('#list-controls > details > summary').click();
      const roast = page.locator('details[data-filter="filter.p.m.taste.roast"]');
      await roast.locator('summary').click();
      await roast
        .locator('label')
        .filter({ hasText: new RegExp(`^${t.dark}\\b`) })
        .getByRole('checkbox')
        .check();
      const price = page.locator('details[data-filter="filter.v.price"]');
      await price.locator('summary').click();
      await price.getByLabel(t.priceTo).fill('20');
      await page.locator('form#list-controls details').first().getByRole('button', { name: t.apply }).click();
      await expect(page).toHaveURL(/taste\.roast=dark/);
      await expect(page).toHaveURL(/price_max=20/);
      await expect(page).not.toHaveURL(/after=/);
      const filtered = await cardPrices(page);
      expect(filtered.length).toBeGreaterThan(0);
      for (const amount of filtered) expect(amount).toBeLessThanOrEqual(20);
      expect(ascending(filtered)).toBe(true);
      await expect(page.getByTestId('active-filters')).toContainText(t.dark);
    });
  }
});

test('axe finds no serious or critical violation on a collection page (de, filtered)', async ({ page }) => {
  test.setTimeout(120_000);
  // A filtered list keeps axe's run short on a loaded machine; the page has every part of an unfiltered one.
  await page.goto('/de/c/espresso-ganze-bohne?taste.roast=dark&price_max=12');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
});

test('view_item_list once per list shown, select_item on a card click (en)', async ({ page }) => {
  await page.goto('/en/c/coffee-espresso');
  const events = () =>
    page.evaluate(() =>
      (window.dataLayer ?? []).flatMap((entry) =>
        typeof entry === 'object' && entry !== null && 'event' in entry ? [entry] : [],
      ),
    );
  const views = async () =>
    (await events()).filter((e) => (e as { event: string }).event === 'view_item_list');
  await expect.poll(async () => (await views()).length, { timeout: 30_000 }).toBe(1);
  const [view] = (await views()) as {
    event: string;
    ecommerce: { item_list_id: string; items: Record<string, unknown>[] };
  }[];
  expect(view?.event).toBe('view_item_list');
  expect(view?.ecommerce.item_list_id).toBe('collection-coffee-espresso');
  expect(view?.ecommerce.items).toHaveLength(250);
  expect(Object.keys(view?.ecommerce.items[0] ?? {})).toEqual(
    expect.arrayContaining([
      'item_id',
      'item_name',
      'item_brand',
      'price',
      'currency',
      'index',
      'item_list_id',
      'item_list_name',
    ]),
  );
  // Nothing new on re-renders (scrolling, hovering).
  await page.mouse.wheel(0, 2000);
  await page.waitForTimeout(500);
  expect((await views()).length).toBe(1);
  const first = page.getByTestId('product-card').first();
  const name = (await first.getByRole('heading').textContent())?.trim() ?? '';
  await first.getByRole('link', { name }).click();
  await expect
    .poll(async () => (await events()).map((e) => (e as { event: string }).event), { timeout: 30_000 })
    .toContain('select_item');
});
