import type { Locator, Page } from '@playwright/test';

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
