import { expect } from '@playwright/test';
import { openOverlay, overlay, overlayInput, visit } from './search-helpers.ts';
import { test } from './visitor.ts';

// A loaded test machine (several shops and browsers at once) needs more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test('the search shows its loading indicator only once loading has taken 200 ms (spec section 9, de)', async ({
  page,
  isMobile,
}) => {
  await page.clock.install();
  await visit(page, '/de');
  await openOverlay(page, 'de', isMobile);
  // The featured entries load with the clock running.
  await expect(overlay(page, 'de').getByTestId('search-product').first()).toBeVisible({ timeout: 15_000 });

  // The answer for the typed term is held back until the test lets it go.
  let answer: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route('**/api/predictive-search*', async (route) => {
    await held;
    await route.continue();
  });
  // From here the page's time moves only when the test says so.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await overlayInput(page, 'de').fill('kaffee');
  const loader = overlay(page, 'de').getByTestId('search-loading');
  await page.waitForTimeout(300);
  await expect(loader).toHaveCount(0);
  await page.clock.runFor(180);
  await page.waitForTimeout(300);
  await expect(loader).toHaveCount(0);
  await page.clock.runFor(40);
  await expect(loader).toBeVisible();
  await expect(loader).toHaveAccessibleName('Suche läuft …');

  // After the 300 ms debounce the request goes out; once answered, the results replace the indicator.
  await page.clock.runFor(200);
  answer();
  await expect
    .poll(async () => {
      await page.clock.runFor(50);
      return page
        .getByTestId('search-results')
        .getAttribute('data-term', { timeout: 500 })
        .catch(() => null);
    })
    .toBe('kaffee');
  await expect(loader).toHaveCount(0);
});
