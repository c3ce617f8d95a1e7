import { expect } from '@playwright/test';
import { test } from './visitor.ts';

test('the German home page is rendered on the server with data from the commerce service', async ({
  request,
}) => {
  const response = await request.get('/de');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<html lang="de"');
  // The shop's description lives in the commerce database, in three languages.
  expect(html).toContain('Kaffee, Espresso, Kaffeemaschinen und Zubehör online kaufen');
});

test('each language shows its own content and html lang', async ({ page }) => {
  await page.goto('/da');
  await expect(page.locator('html')).toHaveAttribute('lang', 'da');
  await expect(page.getByText('Køb kaffe, espresso, kaffemaskiner og tilbehør online')).toBeVisible();
});

test('the root leads to German, or to the language asked for with ?lang', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/de$/);
  await page.goto('/?lang=en');
  await expect(page).toHaveURL(/\/en$/);
});

test('an unknown language prefix falls back to German', async ({ page }) => {
  await page.goto('/fr');
  await expect(page).toHaveURL(/\/de$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('an unknown page answers 404 in the page language', async ({ request }) => {
  const response = await request.get('/en/this-page-does-not-exist');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Page not found');
});
