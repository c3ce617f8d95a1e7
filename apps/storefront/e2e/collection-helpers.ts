import { expect, type Page } from '@playwright/test';
import { drawerGroup } from './menu-helpers.ts';

export type Lang = 'de' | 'en';

/** What the collection specs read on the page, per language (the catalogue's seed texts). */
export const collectionTexts = {
  de: {
    menu: 'Kaffee',
    nav: 'Hauptnavigation',
    showAll: 'Alle anzeigen: Kaffee',
    openMenu: 'Menü öffnen',
    menuDialog: 'Menü',
    collection: 'kaffee-espresso',
    title: 'Kaffee & Espresso',
    dark: 'dunkel',
    priceTo: 'Preis bis (€)',
    apply: 'Anwenden',
  },
  en: {
    menu: 'Coffee',
    nav: 'Main navigation',
    showAll: 'Show all: Coffee',
    openMenu: 'Open menu',
    menuDialog: 'Menu',
    collection: 'coffee-espresso',
    title: 'Coffee & Espresso',
    dark: 'dark',
    priceTo: 'Price to (€)',
    apply: 'Apply',
  },
} as const;

/** From the language's home through the main menu (bar on desktop, drawer on phones) to the coffee collection. */
export async function openCollectionFromMenu(page: Page, lang: Lang, isMobile: boolean) {
  const t = collectionTexts[lang];
  await page.goto(`/${lang}`);
  if (isMobile) {
    await page.getByRole('button', { name: t.openMenu }).click();
    const drawer = page.getByRole('dialog', { name: t.menuDialog });
    await drawerGroup(drawer, t.menu).click();
    await drawer.locator(`a[href="/${lang}/c/${t.collection}"]`).first().click();
  } else {
    // The top entry opens its panel (hover or click); the panel's "show all" link leads on.
    const nav = page.getByRole('navigation', { name: t.nav });
    await expect(nav).toHaveAttribute('data-enhanced', 'true');
    await nav.getByRole('link', { name: t.menu, exact: true }).hover();
    await nav.getByRole('link', { name: t.showAll }).click();
  }
  await expect(page).toHaveURL(new RegExp(`/${lang}/c/${t.collection}`), { timeout: 30_000 });
}

/** The prices the cards show, in order (the price element's machine-readable amount). */
export async function cardPrices(page: Page): Promise<number[]> {
  const amounts = await page
    .getByTestId('product-card')
    .getByTestId('price')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-amount')));
  return amounts.map(Number);
}

/** A loaded test machine (several shops and browsers at once) needs more than the default 5 s. */
export const slow = { timeout: 30_000 };

export const ascending = (prices: number[]) =>
  prices.every((price, i) => i === 0 || (prices[i - 1] ?? 0) <= price);

/** Waits until the page shows the list for the URL (client navigation done, no list loading). */
export async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, slow);
}

/**
 * Sorts the list by price with JavaScript (no reload) and pages on: both pages ascend, the second
 * starting where the first ended. Answers the second page's prices.
 */
export async function sortByPriceAndPageOn(page: Page, sortedUrl: RegExp): Promise<number[]> {
  await page.getByTestId('sort-select').selectOption('price_asc');
  await expect(page).toHaveURL(sortedUrl, slow);
  await settled(page);
  await expect.poll(async () => ascending(await cardPrices(page)), slow).toBe(true);
  const firstPage = await cardPrices(page);
  expect(firstPage).toHaveLength(250);

  await page.getByTestId('next-page').click();
  await expect(page).toHaveURL(/after=/, slow);
  await settled(page);
  await expect(page.getByTestId('previous-page')).toBeVisible(slow);
  const secondPage = await cardPrices(page);
  expect(secondPage.length).toBeGreaterThan(0);
  expect(ascending(secondPage)).toBe(true);
  expect(secondPage[0]).toBeGreaterThanOrEqual(firstPage.at(-1) ?? 0);
  return secondPage;
}

/** The roast facet's "dark" value, opened where it is: its checkbox and the number of hits it counts. */
export async function darkRoast(page: Page, label: string, isMobile: boolean) {
  // On phones the filters are folded into one panel; wider screens show them beside the list.
  if (isMobile) await page.locator('#list-controls > details > summary').click();
  const roast = page.locator('details[data-filter="filter.p.m.taste.roast"]');
  await roast.locator('summary').click();
  const dark = roast.locator('label').filter({ hasText: new RegExp(`^${label}\\b`) });
  const count = Number(((await dark.textContent()) ?? '').match(/\((\d+)\)/)?.[1]);
  expect(count).toBeGreaterThan(0);
  return { checkbox: dark.getByRole('checkbox'), count };
}
