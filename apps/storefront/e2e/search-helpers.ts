import { expect, type Page } from '@playwright/test';

export const searchTexts = {
  de: { dialog: 'Suche', close: 'Suche schließen', clear: 'Eingabe löschen' },
  en: { dialog: 'Search', close: 'Close search', clear: 'Clear search' },
  da: { dialog: 'Søg', close: 'Luk søgning', clear: 'Ryd søgning' },
} as const;

export type Lang = keyof typeof searchTexts;

/** The header's search field (the visible one, should the header render one per screen size). */
export function headerField(page: Page) {
  return page.getByTestId('search-field').filter({ visible: true });
}

export function overlay(page: Page, lang: Lang) {
  return page.getByRole('dialog', { name: searchTexts[lang].dialog });
}

export function overlayInput(page: Page, lang: Lang) {
  return overlay(page, lang).getByRole('searchbox');
}

/** Opens the overlay the way a visitor does on this device: a tap on phones, a click elsewhere. */
export async function openOverlay(page: Page, lang: Lang, isMobile: boolean): Promise<void> {
  if (isMobile) await headerField(page).tap();
  else await headerField(page).click();
  await expect(overlayInput(page, lang)).toBeFocused({ timeout: 15_000 });
}

/** Search terms the page reported to the data layer, in order. */
export async function reportedSearchTerms(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).flatMap((entry) =>
      typeof entry === 'object' && entry !== null && Reflect.get(entry, 'event') === 'search'
        ? [String(Reflect.get(entry, 'search_term'))]
        : [],
    ),
  );
}

/** Waits until the results on screen are those of `term` (not a placeholder of an older term). */
export async function expectResultsFor(page: Page, term: string): Promise<void> {
  await expect(page.getByTestId('search-results')).toHaveAttribute('data-term', term, { timeout: 15_000 });
}

/** Opens a page and waits until its script runs (the field marks itself), so handlers are attached. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(
    page
      .locator('form[data-enhanced]')
      .filter({ has: page.getByTestId('search-field') })
      .first(),
  ).toBeAttached({ timeout: 20_000 });
}
