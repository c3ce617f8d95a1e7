import { expect } from '@playwright/test';
import { test } from './visitor.ts';

test("a roaster's page carries the flag badge of its country: flag on red #bf0b1d, white text (de, da)", async ({
  page,
}) => {
  await page.goto('/de/c/nordlys-kafferisteri');
  const badge = page.getByTestId('flag-badge');
  await expect(badge).toHaveText('Aus Dänemark');
  await expect(badge).toHaveAttribute('data-country', 'DK');
  await expect(badge.locator('svg')).toBeVisible();
  const colours = await badge.evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, text: style.color };
  });
  expect(colours).toEqual({ background: 'rgb(191, 11, 29)', text: 'rgb(255, 255, 255)' });
  await page.goto('/da/c/bergwerk-roesterei');
  await expect(page.getByTestId('flag-badge')).toHaveText('Fra Tyskland');
});

test('a collection that is not a brand has no flag badge (en)', async ({ page }) => {
  await page.goto('/en/c/coffee-scales');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('flag-badge')).toHaveCount(0);
});
