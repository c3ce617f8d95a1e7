import { expect, type Locator, type Page } from '@playwright/test';

/** Marks the document: a navigation inside the app keeps the mark, a page load (or native form post) loses it. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
}

export function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => 'sameDocument' in window);
}

/**
 * How many of the located elements React owns. A probe of React's internals (the fiber it keeps on
 * every element it hydrated or created): it tells whether markup was kept as the server wrote it
 * (catalog/static-island.ts, shell/kept-markup.tsx), which no visitor sees but the page's blocking
 * time shows (issue 19).
 */
export function reactOwned(elements: Locator): Promise<number> {
  return elements.evaluateAll(
    (found) =>
      found.filter((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))).length,
  );
}

/**
 * Whether the app's scripts run: React Router's router exists once the entry has started the
 * hydration (boot/app-boot-script.tsx starts it on the first interaction, decision 0097).
 */
export function appRunning(page: Page): Promise<boolean> {
  return page.evaluate(() => '__reactRouterDataRouter' in window);
}

/** The console errors the page logs from now on (a hydration mismatch is one), collected as they come. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** Waits until the page has hydrated: the footer's language menu, on every page, has run its effect. */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.getByTestId('language-switcher').locator('..')).toHaveAttribute('data-enhanced', 'true');
}

/** Opens the footer's language menu of an English page and follows the link to `language`. */
export async function switchLanguageFromEnglish(page: Page, language: string): Promise<void> {
  await page.getByTestId('language-switcher').click();
  await page
    .getByRole('navigation', { name: 'Choose language' })
    .getByRole('link', { name: language })
    .click();
}
