import { expect } from '@playwright/test';
import {
  ascending,
  cardPrices,
  collectionTexts,
  darkRoast,
  type Lang,
  openCollectionFromMenu,
  settled,
  slow,
  sortByPriceAndPageOn,
} from './collection-helpers.ts';
import { acrossViewports } from './viewport-split.ts';
import { test } from './visitor.ts';

// A loaded test machine (several shops and browsers at once) needs more than the default 30 s: at a
// load average of 33 on 2 cores (2026-11-24) the product-card test's first page load alone took 16 s.
test.describe.configure({ timeout: 90_000 });

for (const { item: lang, tag } of acrossViewports(['de', 'en'] as const satisfies Lang[])) {
  const t = collectionTexts[lang];

  test(`browse from the menu to a collection, sort by price, page on, filter by roast and price (${lang})`, {
    tag,
  }, async ({ page, isMobile }) => {
    // Some twenty steps of up to 30 s each (slow); at a load average of 33 the whole took 130 s.
    test.setTimeout(240_000);
    await openCollectionFromMenu(page, lang, isMobile);
    await expect(page).toHaveURL(new RegExp(`/${lang}/c/${t.collection}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title, slow);
    await expect(page.getByTestId('product-card')).toHaveCount(250, slow);
    // With JavaScript nothing reloads the document: a marker on window survives every step.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await sortByPriceAndPageOn(page, /sort=price_asc/);

    const dark = await darkRoast(page, t.dark, isMobile);
    await dark.checkbox.check();
    await expect(page).toHaveURL(/taste\.roast=dark/, slow);
    await expect(page).not.toHaveURL(/after=/);
    await settled(page);
    await expect(page.getByTestId('product-card')).toHaveCount(Math.min(dark.count, 250), slow);
    await expect(page.getByTestId('active-filters')).toContainText(t.dark);

    const price = page.locator('details[data-filter="filter.v.price"]');
    if (!(await price.getAttribute('open'))) await price.locator('summary').click();
    // Typed key by key, slowly: the list follows on Enter, not per keystroke, and adds
    // one history entry (typing used to navigate per key, and Enter pushed the same URL twice).
    const entriesBefore = await page.evaluate(() => history.length);
    await price.getByLabel(t.priceTo).pressSequentially('20', { delay: 200 });
    // Typing alone navigates nowhere.
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => history.length)).toBe(entriesBefore);
    await price.getByLabel(t.priceTo).press('Enter');
    await expect(page).toHaveURL(/price_max=20/, slow);
    await settled(page);
    await expect.poll(async () => Math.max(...(await cardPrices(page))), slow).toBeLessThanOrEqual(20);
    const filtered = await cardPrices(page);
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.length).toBeLessThanOrEqual(dark.count);
    for (const amount of filtered) expect(amount).toBeLessThanOrEqual(20);
    expect(ascending(filtered)).toBe(true);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(await page.evaluate(() => history.length)).toBe(entriesBefore + 1);

    // The state is in the URL: the back button returns to the list before the price filter.
    await page.goBack();
    await expect(page).not.toHaveURL(/price_max/, slow);
    await expect(page).toHaveURL(/taste\.roast=dark/);
    await settled(page);
    await expect(page.getByTestId('product-card')).toHaveCount(Math.min(dark.count, 250), slow);
  });
}

test('a product card shows unit price, tax note linked to the shipping page and availability (de)', async ({
  page,
}) => {
  await page.goto('/de/c/espresso-ganze-bohne');
  const card = page.getByTestId('product-card').first();
  await expect(card.getByTestId('unit-price')).toHaveText(/\(\d+,\d\d\s€ \/ 1 kg\)/);
  await expect(card.getByRole('link', { name: 'inkl. MwSt., zzgl. Versandkosten' })).toHaveAttribute(
    'href',
    '/de/e/versand-und-lieferung',
  );
  await expect(card.getByTestId('availability')).toHaveText(/Auf Lager|Wird nachbestellt|Nicht verfügbar/);
  const image = card.locator('img').first();
  await expect(image).toHaveAttribute('width', '240');
  await expect(image).toHaveAttribute('srcset', /width=240&height=240 1x, .*width=480&height=480 2x/);
  await expect(page.getByTestId('product-card').last().locator('img').first()).toHaveAttribute(
    'loading',
    'lazy',
  );
});

test('an unknown collection answers 404 inside the shell of the visitor language (en, da)', async ({
  page,
}) => {
  const en = await page.goto('/en/c/no-such-collection');
  expect(en?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('footer')).toBeVisible();
  const da = await page.goto('/da/c/findes-ikke');
  expect(da?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Siden blev ikke fundet');
});
