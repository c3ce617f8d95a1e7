import { expect } from '@playwright/test';
import { test } from './visitor.ts';

const targets = [
  { name: 'Zur Navigation springen', id: 'navigation' },
  { name: 'Zum Inhalt springen', id: 'main' },
  { name: 'Zum Fußbereich springen', id: 'footer' },
];

test('the skip links come first, are hidden until focused, and move focus to their target (de)', async ({
  page,
}) => {
  for (const [index, target] of targets.entries()) {
    await page.goto('/de');
    const link = page.getByRole('link', { name: target.name });
    await expect(link).not.toBeInViewport();
    // The n-th Tab from the top of a fresh page reaches the n-th skip link.
    for (let i = 0; i <= index; i++) await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    await expect(link).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator(`#${target.id}`)).toBeFocused();
  }
});

test('the skip links are in the page language (en, da)', async ({ page }) => {
  await page.goto('/en');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
  await page.goto('/da');
  await expect(page.getByRole('link', { name: 'Gå til sidefoden' })).toHaveAttribute('href', '#footer');
});
