import { expect, type Locator, type Page } from '@playwright/test';
import { drawerGroup } from './menu-helpers.ts';
import {
  appRunning,
  consoleErrors,
  isSameDocument,
  markDocument,
  reactOwned,
  switchLanguageFromEnglish,
} from './page-probes.ts';
import { test } from './visitor.ts';

/** The panel a trigger controls (ids may hold characters a CSS #id selector does not take). */
function panelOf(page: Page, trigger: Locator) {
  return trigger.getAttribute('aria-controls').then((id) => page.locator(`[id="${id}"]`));
}

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Hauptnavigation' });
}

test.describe('desktop navigation', () => {
  test.skip(({ isMobile }) => isMobile, 'the bar is for screens from 62em');

  test('hover opens a wide panel at once with heading, all link and links; it closes 100 ms after leaving (de)', async ({
    page,
  }) => {
    await page.goto('/de');
    await expect(mainNav(page)).toHaveAttribute('data-enhanced', 'true');
    const coffee = mainNav(page).getByRole('link', { name: 'Kaffee', exact: true });
    const panel = await panelOf(page, coffee);
    await expect(panel).toBeHidden();
    await coffee.hover();
    await expect(panel).toBeVisible();
    await expect(coffee).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('heading', { name: 'Kaffee' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Alle anzeigen: Kaffee' })).toHaveAttribute(
      'href',
      /^\/de\/c\//,
    );
    expect(await panel.getByRole('link').count()).toBeGreaterThan(8);
    const width = (await panel.boundingBox())?.width ?? 0;
    expect(width).toBeGreaterThan(1000);

    await page.mouse.move(5, 600);
    await expect(panel).toBeHidden();
  });

  test('the panel opens with no delay and closes exactly 100 ms after the pointer leaves (de)', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/de');
    await expect(mainNav(page)).toHaveAttribute('data-enhanced', 'true');
    await page.clock.pauseAt(Date.now() + 60_000);
    const machines = mainNav(page).getByRole('link', { name: 'Kaffeemaschinen', exact: true });
    const panel = await panelOf(page, machines);
    await machines.hover();
    await expect(panel).toBeVisible();
    await page.mouse.move(5, 700);
    await page.clock.runFor(90);
    await expect(panel).toBeVisible();
    await page.clock.runFor(20);
    await expect(panel).toBeHidden();
    // Coming back within 100 ms keeps it open.
    await machines.hover();
    await page.mouse.move(5, 700);
    await page.clock.runFor(50);
    await machines.hover();
    await page.clock.runFor(200);
    await expect(panel).toBeVisible();
  });

  test('a heading without a page has no all link; a click toggles its panel (de)', async ({ page }) => {
    await page.goto('/de');
    await expect(mainNav(page)).toHaveAttribute('data-enhanced', 'true');
    const brands = mainNav(page).getByRole('button', { name: 'Röstereien & Marken' });
    const panel = await panelOf(page, brands);
    await brands.click();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: /^Alle anzeigen/ })).toHaveCount(0);
    await expect(panel.getByRole('link').first()).toBeVisible();
    // Items without children are plain links.
    await expect(mainNav(page).getByRole('link', { name: 'Neuheiten' })).not.toHaveAttribute('aria-expanded');
  });

  test('keyboard: Enter opens, Tab reaches the panel links, Escape closes and returns focus (en)', async ({
    page,
  }) => {
    await page.goto('/en');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav).toHaveAttribute('data-enhanced', 'true');
    const coffee = nav.getByRole('link', { name: 'Coffee', exact: true });
    await coffee.focus();
    await page.keyboard.press('Enter');
    await expect(coffee).toHaveAttribute('aria-expanded', 'true');
    await expect(page).toHaveURL(/\/en$/);
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Show all: Coffee' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(coffee).toBeFocused();
    await expect(coffee).toHaveAttribute('aria-expanded', 'false');
  });

  test('a link in a panel navigates and closes the panel (da)', async ({ page }) => {
    await page.goto('/da');
    const nav = page.getByRole('navigation', { name: 'Hovednavigation' });
    await expect(nav).toHaveAttribute('data-enhanced', 'true');
    // The panels' links are the server's markup, not hydrated (shell/kept-markup.tsx): no React fiber.
    const panelLinks = nav.locator('li > div[id] a');
    expect(await panelLinks.count()).toBeGreaterThan(20);
    expect(await reactOwned(panelLinks)).toBe(0);
    const coffee = nav.getByRole('link', { name: 'Kaffe', exact: true });
    await coffee.click();
    const panel = await panelOf(page, coffee);
    const link = panel.getByRole('link', { name: /^Vis alle/ });
    const href = (await link.getAttribute('href')) ?? '';
    await markDocument(page);
    await link.click();
    // Client-side navigation waits for the next page's data, which may take a moment on a busy machine.
    await expect(page).toHaveURL(new RegExp(`${href}$`), { timeout: 15_000 });
    await expect(panel).toBeHidden();
    // Inside the app: the plain anchor's click was taken over (navigation/use-site-link-navigation.ts).
    expect(await isSameDocument(page)).toBe(true);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test.skip(({ isMobile }) => isMobile, 'the bar is for screens from 62em');

  test('top-level links navigate and keyboard focus reveals the panels (de)', async ({ page }) => {
    await page.goto('/de');
    const coffee = mainNav(page).getByRole('link', { name: 'Kaffee', exact: true });
    const href = (await coffee.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/de\/c\//);
    const panel = await panelOf(page, coffee);
    await coffee.focus();
    await expect(panel).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'Alle anzeigen: Kaffee' })).toBeFocused();
    await coffee.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });
});

test.describe('mobile drawer', () => {
  test.skip(({ isMobile }) => !isMobile, 'the menu button is for small screens');

  test('the menu button opens a drawer with three levels and see-all links; Escape closes it (de)', async ({
    page,
  }) => {
    await page.goto('/de');
    await expect(mainNav(page)).toBeHidden();
    const button = page.getByRole('button', { name: 'Menü öffnen' });
    await button.click();
    const drawer = page.getByRole('dialog', { name: 'Menü' });
    await expect(drawer).toBeVisible();
    await drawerGroup(drawer, 'Kaffee').click();
    await expect(drawer.getByRole('link', { name: 'Kaffee – alle anzeigen' })).toBeVisible();
    await drawerGroup(drawer, 'Espresso').click();
    await expect(drawer.getByRole('link', { name: 'Espresso – alle anzeigen' })).toBeVisible();
    // A heading without a page offers no see-all link.
    await drawerGroup(drawer, 'Röstereien & Marken').click();
    await expect(drawer.getByRole('link', { name: 'Röstereien & Marken – alle anzeigen' })).toHaveCount(0);

    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('the page behind does not scroll while the drawer is open, and scrolls again once it is closed (de)', async ({
    page,
  }) => {
    await page.goto('/de');
    await expect.poll(() => appRunning(page)).toBe(true);
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menü' });
    await expect(drawer).toBeVisible();
    const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
    // The wheel over the backdrop beside the drawer (24rem wide, the phone is wider).
    await page.mouse.move(width - 8, height / 2);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(400);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('the menu keeps its server markup when the page hydrates, and follows a client navigation to another language (en → da)', async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    await page.goto('/en');
    await expect.poll(() => appRunning(page)).toBe(true);
    // A probe of React's internals (the fiber it keeps on each element it hydrated or made): the
    // menu's links are the server's, not hydrated (shell/kept-markup.tsx, decision 0087).
    const menuLinks = page.locator('[popover] nav a');
    expect(await menuLinks.count()).toBeGreaterThan(20);
    expect(await reactOwned(menuLinks)).toBe(0);
    await markDocument(page);
    await switchLanguageFromEnglish(page, 'Dansk');
    await expect(page.locator('html')).toHaveAttribute('lang', 'da');
    await page.getByRole('button', { name: 'Åbn menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawerGroup(drawer, 'Kaffe').click();
    await expect(drawer.getByRole('link', { name: 'Kaffe – vis alle' })).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a link in the drawer navigates and closes it (en)', async ({ page }) => {
    await page.goto('/en');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawerGroup(drawer, 'Coffee').click();
    const link = drawer.getByRole('link', { name: 'Coffee – show all' });
    const href = (await link.getAttribute('href')) ?? '';
    await markDocument(page);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`), { timeout: 15_000 });
    await expect(drawer).toBeHidden();
    expect(await isSameDocument(page)).toBe(true);
  });
});
