import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
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

const pages = [
  { name: 'a content page (de)', path: '/de/e/datenschutz' },
  { name: 'the coffee hub with its articles (de)', path: '/de/e/kaffee-hub' },
  { name: 'the article index (en)', path: '/en/a' },
  { name: 'an article with related products (da)', path: '/da/a/espresso-ekstraktion' },
];

for (const { name, path } of pages) {
  test(`axe finds no serious or critical violation on ${name}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('nav[data-enhanced]').first()).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await severeViolations(page)).toEqual([]);
  });
}
