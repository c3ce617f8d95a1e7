import { test as base, type Page } from '@playwright/test';

/**
 * A visitor's first mouse move over the page. The app's scripts start on the first interaction, not at
 * `load` (boot/app-boot-script.tsx, decision 0097); a visitor moves the mouse, scrolls or touches the
 * screen before anything that needs them. Two moves, so that one changes the position whatever the
 * mouse's last one was. It waits for the document first: before it, there is no one to tell.
 */
export async function firstMove(page: Page): Promise<void> {
  await page.waitForLoadState('domcontentloaded');
  await page.mouse.move(1, 1);
  await page.mouse.move(2, 2);
}

type Navigation = 'goto' | 'reload' | 'goBack' | 'goForward';

/** Follows one of the page's navigations with the visitor's first move. */
function moveAfter<M extends Navigation>(page: Page, method: M): void {
  const navigate = page[method].bind(page) as (...args: Parameters<Page[M]>) => ReturnType<Page[M]>;
  const followed = async (...args: Parameters<Page[M]>) => {
    const response = await navigate(...args);
    await firstMove(page);
    return response;
  };
  Object.assign(page, { [method]: followed });
}

function moveAfterNavigations(page: Page): void {
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) moveAfter(page, method);
}

/**
 * Playwright's `test` whose pages are used as a visitor uses them: every page opened with `goto`,
 * `reload`, `goBack` or `goForward` (in the test's page and in any other tab of its context) is
 * followed by a mouse move. A spec about the page before any interaction sets
 * `test.use({ movesAfterLoad: false })`.
 */
export const test = base.extend<{ movesAfterLoad: boolean }>({
  movesAfterLoad: [true, { option: true }],
  page: async ({ page, movesAfterLoad }, use) => {
    if (movesAfterLoad) {
      moveAfterNavigations(page);
      page.context().on('page', moveAfterNavigations);
    }
    await use(page);
  },
});
