import type { Page } from '@playwright/test';

/**
 * Holds the page's requests for `url` until `release()`, as a slow network would hold that one
 * resource; `requested()` says whether the page has asked for it yet.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp,
): Promise<{ release: () => void; requested: () => boolean }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = false;
  await page.route(url, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  return { release, requested: () => requested };
}
