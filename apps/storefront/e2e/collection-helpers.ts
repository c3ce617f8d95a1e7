import { expect, type Page } from '@playwright/test';

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
    await drawer.getByRole('button', { name: t.menu, exact: true }).click();
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
