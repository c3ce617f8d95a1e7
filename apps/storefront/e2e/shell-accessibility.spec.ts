import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { drawerGroup } from './menu-helpers.ts';
import { acrossViewports } from './viewport-split.ts';
import { test } from './visitor.ts';

// axe walks the whole page (navigation panels, footer); on a busy machine that takes a while.
test.describe.configure({ timeout: 90_000 });

async function severeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

for (const { item: lang, tag } of acrossViewports(['de', 'en', 'da'])) {
  test(`axe finds no serious or critical violation on /${lang}`, { tag }, async ({ page }) => {
    await page.goto(`/${lang}`);
    await expect(page.locator('nav[data-enhanced]').first()).toBeAttached();
    const results = await new AxeBuilder({ page }).analyze();
    const severe = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    expect(severe).toEqual([]);
  });
}

test('axe finds no serious or critical violation with the announcement dialog open (en)', async ({
  page,
}) => {
  await page.goto('/en');
  await expect(page.locator('nav[data-enhanced]').first()).toBeAttached();
  await page.locator('section[aria-roledescription="carousel"] button:not([inert])').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForTimeout(400);
  expect(await severeViolations(page)).toEqual([]);
});

test('axe finds no serious or critical violation with the menu open (de)', async ({ page, isMobile }) => {
  await page.goto('/de');
  await expect(page.locator('nav[data-enhanced]').first()).toBeAttached();
  if (isMobile) {
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await drawerGroup(page.getByRole('dialog'), 'Kaffee').click();
  } else {
    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Kaffee', exact: true })
      .click();
  }
  await page.waitForTimeout(400);
  expect(await severeViolations(page)).toEqual([]);
});

test('/de looks right: full-page screenshots for review (saved under the system temp directory)', async ({
  page,
}, testInfo) => {
  await page.goto('/de');
  await expect(page.locator('nav[data-enhanced]').first()).toBeAttached();
  await page.screenshot({ path: `/tmp/shell-screens/de-${testInfo.project.name}.png`, fullPage: true });
});

test('nothing moves while the page hydrates: no layout shift (de)', async ({ page }) => {
  await page.goto('/de');
  await expect(page.locator('nav[data-enhanced]').first()).toBeAttached();
  await page.waitForTimeout(500);
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            if ('value' in entry && typeof entry.value === 'number') total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 200);
      }),
  );
  expect(shift).toBeLessThan(0.01);
});

test('the page is never wider than the screen (de, da)', async ({ page }) => {
  for (const lang of ['de', 'da']) {
    await page.goto(`/${lang}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
});
