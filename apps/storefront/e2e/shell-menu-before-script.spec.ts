import { expect, type Locator } from '@playwright/test';
import { holdRequests } from './held-requests.ts';
import { drawerGroup, menuIsOpen } from './menu-helpers.ts';
import { appRunning } from './page-probes.ts';
import { test } from './visitor.ts';

/**
 * The phone menu is an HTML popover (decision 0079): the browser opens it, so it works without
 * JavaScript and a tap before the page's script has run is not lost. On the desktop project the window
 * is narrowed below 62em, where a desktop browser shows the menu button too, and pressed with a mouse.
 */

const narrowWindow = { width: 700, height: 900 };

async function press(target: Locator, isMobile: boolean) {
  if (isMobile) await target.tap();
  else await target.click();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the menu button opens the drawer; groups expand, Escape and the close button close it, a link leads on (de)', async ({
    page,
    isMobile,
  }) => {
    if (!isMobile) await page.setViewportSize(narrowWindow);
    await page.goto('/de');
    const button = page.getByRole('button', { name: 'Menü öffnen' });
    const drawer = page.getByRole('dialog', { name: 'Menü' });
    await expect(drawer).toBeHidden();
    await press(button, isMobile);
    await expect(drawer).toBeVisible();
    await press(drawerGroup(drawer, 'Kaffee'), isMobile);
    await expect(drawer.getByRole('link', { name: 'Kaffee – alle anzeigen' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await press(button, isMobile);
    await expect(drawer).toBeVisible();
    await press(drawer.getByRole('button', { name: 'Menü schließen' }), isMobile);
    await expect(drawer).toBeHidden();

    await press(button, isMobile);
    const link = drawer.getByRole('link', { name: 'Neuheiten', exact: true });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/de\//);
    await press(link, isMobile);
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(drawer).toBeHidden();
  });
});

test('a tap on the menu button before the page script has run opens the menu, and it stays open when the page hydrates (en)', async ({
  page,
  isMobile,
}) => {
  if (!isMobile) await page.setViewportSize(narrowWindow);
  // The entry module held back, as on a slow phone still parsing and fetching: no script of the page
  // runs until it arrives.
  const { release, requested: entryRequested } = await holdRequests(
    page,
    /\/assets\/entry\.client-[\w-]+\.js$/,
  );
  // `load` waits for the module scripts: only the response's arrival is awaited here.
  await page.goto('/en', { waitUntil: 'commit' });
  const button = page.getByRole('button', { name: 'Open menu' });
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(button).toBeVisible();
  await press(button, isMobile);
  await expect(drawer).toBeVisible();
  expect(entryRequested()).toBe(true);
  expect(await appRunning(page)).toBe(false);

  release();
  await expect.poll(() => appRunning(page), { timeout: 30_000 }).toBe(true);
  await expect(page.locator('nav[data-enhanced]').first()).toBeAttached();
  // Past the hydration commit, where a replayed click on the button would have closed the menu again.
  await page.waitForTimeout(300);
  expect(await menuIsOpen(page)).toBe(true);
  await expect(drawer).toBeVisible();

  // Now with the script: Escape closes it and the focus goes back to the button.
  await drawer.getByRole('button', { name: 'Close menu' }).focus();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(button).toBeFocused();
});

test('a tap after the entry script has run but before the hydration has committed opens the menu once, not open-and-closed (da)', async ({
  page,
  isMobile,
}) => {
  if (!isMobile) await page.setViewportSize(narrowWindow);
  // The page's texts held back: the entry has run (and listens for early clicks), the hydration waits.
  const { release, requested: textsRequested } = await holdRequests(page, '**/assets/_shop-messages-*');
  await page.goto('/da');
  await expect.poll(() => textsRequested()).toBe(true);
  const button = page.getByRole('button', { name: 'Åbn menu' });
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await press(button, isMobile);
  await expect(drawer).toBeVisible();
  expect(await appRunning(page)).toBe(false);

  release();
  await expect.poll(() => appRunning(page), { timeout: 30_000 }).toBe(true);
  await expect(page.locator('nav[data-enhanced]').first()).toBeAttached();
  await page.waitForTimeout(300);
  expect(await menuIsOpen(page)).toBe(true);
});
