import { expect } from '@playwright/test';
import {
  expectResultsFor,
  headerField,
  openOverlay,
  overlay,
  overlayInput,
  reportedSearchTerms,
  searchTexts,
  visit,
} from './search-helpers.ts';
import { test } from './visitor.ts';

// A loaded test machine (several shops and browsers at once) needs more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

test('the overlay code loads on the first focus only, and focus opens it (de)', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await visit(page, '/de');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => url.includes('search-overlay'))).toEqual([]);
  await headerField(page).focus();
  await expect(overlayInput(page, 'de')).toBeFocused();
  expect(scripts.some((url) => /search-overlay-[\w-]+\.js/.test(url))).toBe(true);
});

test('a tap or pointer-down opens it; 80em wide, full screen on phones, fading down in 200 ms (en)', async ({
  page,
  isMobile,
}) => {
  await visit(page, '/en');
  await openOverlay(page, 'en', isMobile);
  const root = page.getByTestId('search-overlay');
  await expect(root).toHaveAttribute('style', /--modal-size: 80em/);
  await expect(overlay(page, 'en')).toHaveCSS('transition-duration', '0.2s');
  if (isMobile) {
    await expect(overlay(page, 'en')).toHaveAttribute('data-full-screen', 'true');
    const box = await overlay(page, 'en').boundingBox();
    expect(box?.width).toBe(page.viewportSize()?.width);
  } else {
    await expect(overlay(page, 'en')).not.toHaveAttribute('data-full-screen', 'true');
  }
});

test('Escape closes and clears the query; focus returns to the field without reopening it (de)', async ({
  page,
}) => {
  await visit(page, '/de');
  await headerField(page).focus();
  await overlayInput(page, 'de').fill('Tamper');
  await page.keyboard.press('Escape');
  await expect(overlay(page, 'de')).toBeHidden();
  // Focus comes back to the field 10 ms after closing: the 100 ms block keeps it from reopening.
  await expect(headerField(page)).toBeFocused();
  await page.waitForTimeout(400);
  await expect(overlay(page, 'de')).toBeHidden();
  await headerField(page).click();
  await expect(overlayInput(page, 'de')).toHaveValue('');
});

test('the close button closes and clears the query (en)', async ({ page, isMobile }) => {
  await visit(page, '/en');
  await openOverlay(page, 'en', isMobile);
  await overlayInput(page, 'en').fill('grinder');
  await overlay(page, 'en').getByRole('button', { name: searchTexts.en.close }).click();
  await expect(overlay(page, 'en')).toBeHidden();
  await page.waitForTimeout(150);
  await openOverlay(page, 'en', isMobile);
  await expect(overlayInput(page, 'en')).toHaveValue('');
});

test('a click outside closes it (desktop, de)', async ({ page, isMobile }) => {
  test.skip(isMobile, 'full screen on phones: there is no outside');
  await visit(page, '/de');
  await openOverlay(page, 'de', false);
  const viewport = page.viewportSize();
  await page.mouse.click(10, (viewport?.height ?? 700) - 10);
  await expect(overlay(page, 'de')).toBeHidden();
});

test('the back button closes it and stays on the page (da)', async ({ page, isMobile }) => {
  await visit(page, '/da');
  await openOverlay(page, 'da', isMobile);
  await overlayInput(page, 'da').fill('kaffe');
  await page.goBack();
  await expect(overlay(page, 'da')).toBeHidden();
  await expect(page).toHaveURL(/\/da$/);
  await page.waitForTimeout(150);
  await openOverlay(page, 'da', isMobile);
  await expect(overlayInput(page, 'da')).toHaveValue('');
  // Closing another way removes the history entry too: back now leaves for the previous page.
  await page.keyboard.press('Escape');
  await expect(overlay(page, 'da')).toBeHidden();
  await expect(page).toHaveURL(/\/da$/);
});

test('the clear button resets the results and refocuses (de)', async ({ page, isMobile }) => {
  await visit(page, '/de');
  await openOverlay(page, 'de', isMobile);
  await overlayInput(page, 'de').fill('Mühle');
  await expectResultsFor(page, 'Mühle');
  await overlay(page, 'de').getByRole('button', { name: searchTexts.de.clear }).click();
  await expect(overlayInput(page, 'de')).toHaveValue('');
  await expect(overlayInput(page, 'de')).toBeFocused();
  await expect(page.getByTestId('search-results')).toHaveCount(0);
  await expect(overlay(page, 'de').getByRole('button', { name: 'Siebträger' })).toBeVisible();
  expect(await reportedSearchTerms(page)).toEqual(['Mühle']);
});

for (const [lang, term, title] of [
  ['de', 'Mühle', 'Suchergebnisse für „Mühle“'],
  ['en', 'grinder', 'Search results for “grinder”'],
] as const) {
  test(`Enter leads to the results page of the typed term; back returns to the page (${lang})`, async ({
    page,
    isMobile,
  }) => {
    await visit(page, `/${lang}`);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await openOverlay(page, lang, isMobile);
    // Enter before the live results came: the typed term counts, not the last one asked for.
    await overlayInput(page, lang).fill(term);
    await overlayInput(page, lang).press('Enter');
    // The URL changes once the results page's data has come (a loaded machine needs a while).
    await expect(page).toHaveURL(`/${lang}/search?q=${encodeURIComponent(term)}`, { timeout: 30_000 });
    await expect(overlay(page, lang)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    // A client navigation (no reload), and the overlay's history entry became the results page.
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/${lang}$`));
    await expect(overlay(page, lang)).toBeHidden();
  });
}

test('the overlay\'s "all results" link leads to the results page (en)', async ({ page, isMobile }) => {
  await visit(page, '/en');
  await openOverlay(page, 'en', isMobile);
  await overlayInput(page, 'en').fill('tamper');
  await expectResultsFor(page, 'tamper');
  await overlay(page, 'en').getByRole('link', { name: 'All results for “tamper”' }).click();
  await expect(page).toHaveURL('/en/search?q=tamper', { timeout: 30_000 });
  await expect(overlay(page, 'en')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “tamper”');
  await expect(page.getByTestId('product-card').first()).toContainText(/tamper/i);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header field is a search form leading to the results page (de, en)', async ({ page }) => {
    await page.goto('/de');
    await headerField(page).fill('Tamper');
    await headerField(page).press('Enter');
    await expect(page).toHaveURL(/\/de\/search\?q=Tamper$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suchergebnisse für „Tamper“');
    await expect(page.getByTestId('product-card').first()).toContainText('Tamper');
    await page.goto('/en/search?q=qqqqqqqq');
    await expect(page.getByTestId('search-no-results')).toContainText(
      'Sorry, we found no products for “qqqqqqqq”.',
    );
  });
});
