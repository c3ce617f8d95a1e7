import { expect, type Page } from '@playwright/test';
import { test } from './visitor.ts';

function carousel(page: Page) {
  return page.locator('section[aria-roledescription="carousel"]');
}
function activeSlide(page: Page) {
  return carousel(page).locator('button:not([inert])');
}

/**
 * Loads the page with a fake clock, waits for hydration, pauses time and moves it on until the carousel has
 * just advanced: from then on the test knows the phase of the 5000 ms interval (to within 100 ms).
 */
async function openAt(page: Page, path: string) {
  await page.clock.install();
  await page.goto(path);
  // Hydrated: the navigation marks itself once its script runs (the slides' buttons need it too).
  await expect(page.locator('nav[data-enhanced]').first()).toBeAttached();
  await page.clock.pauseAt(Date.now() + 60_000);
  const before = await activeSlide(page).textContent();
  for (let waited = 0; waited <= 5000; waited += 100) {
    await page.clock.runFor(100);
    if ((await activeSlide(page).textContent()) !== before) return;
  }
  throw new Error('the carousel did not advance within 5000 ms');
}

/** Moves time on until the slide with this title shows (the carousel has just advanced). */
async function showSlide(page: Page, title: string) {
  const titles = await carousel(page).locator('button').allTextContents();
  const current = titles.indexOf((await activeSlide(page).textContent()) ?? '');
  const target = titles.indexOf(title);
  expect(target).toBeGreaterThanOrEqual(0);
  await page.clock.runFor(((target - current + titles.length) % titles.length) * 5000);
  await expect(activeSlide(page)).toHaveText(title);
}

test('the announcement bar is 50 px high and advances every 5000 ms, also after a click (de)', async ({
  page,
}) => {
  await openAt(page, '/de');
  const box = await carousel(page).boundingBox();
  expect(box?.height).toBe(50);
  await showSlide(page, '5 € Willkommensgutschein');
  await page.clock.runFor(4800);
  await expect(activeSlide(page)).toHaveText('5 € Willkommensgutschein');
  await page.clock.runFor(200);
  await expect(activeSlide(page)).toHaveText('Versandkostenfrei ab 49 €');

  // Interaction: open and close the dialog; the carousel carries on.
  await activeSlide(page).click();
  await page.clock.runFor(500);
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.clock.runFor(500);
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.clock.runFor(4000);
  await expect(activeSlide(page)).toHaveText('10 % auf Kaffee und Zubehör');
  await page.clock.runFor(10_000);
  await expect(activeSlide(page)).toHaveText('5 € Willkommensgutschein');
});

test('a slide opens a dialog with description, link and a copy button that confirms for 2000 ms (de)', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openAt(page, '/de');
  await showSlide(page, '5 € Willkommensgutschein');
  await activeSlide(page).click();
  await page.clock.runFor(500);
  const dialog = page.getByRole('dialog', { name: '5 € Willkommensgutschein' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Melden Sie sich für unseren Newsletter an');
  await expect(dialog.getByRole('link', { name: 'Zum Newsletter' })).toHaveAttribute(
    'href',
    '/de/e/newsletter',
  );
  const code = (await dialog.getByTestId('discount-code').textContent()) ?? '';
  expect(code).not.toBe('');

  const copy = dialog.getByRole('button', { name: 'Code kopieren' });
  await copy.click();
  await expect(dialog.getByRole('button', { name: 'Code kopiert' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await page.clock.runFor(1900);
  await expect(dialog.getByRole('button', { name: 'Code kopiert' })).toBeVisible();
  await page.clock.runFor(100);
  await expect(dialog.getByRole('button', { name: 'Code kopieren' })).toBeVisible();
});

test('an announcement without a code has no copy button (en)', async ({ page }) => {
  await openAt(page, '/en');
  await showSlide(page, 'Free shipping from €49');
  await activeSlide(page).click();
  await page.clock.runFor(500);
  const dialog = page.getByRole('dialog', { name: 'Free shipping from €49' });
  await expect(dialog.getByRole('link', { name: 'More about shipping' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /copy/i })).toHaveCount(0);
});

test('an unsupported clipboard fails silently: no message, the label stays (en)', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => Object.defineProperty(navigator, 'clipboard', { value: undefined }));
  await openAt(page, '/en');
  await showSlide(page, '€5 welcome voucher');
  await activeSlide(page).click();
  await page.clock.runFor(500);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Copy code' }).click();
  await page.clock.runFor(100);
  await expect(dialog.getByRole('button', { name: 'Copy code' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the dialog is keyboard-operable: focus is trapped inside and returns to the bar on Escape (da)', async ({
  page,
}) => {
  await openAt(page, '/da');
  await showSlide(page, '5 € velkomstrabat');
  await activeSlide(page).focus();
  await page.keyboard.press('Enter');
  await page.clock.runFor(500);
  const dialog = page.getByRole('dialog', { name: '5 € velkomstrabat' });
  await expect(dialog).toBeVisible();
  // The focus trap takes the focus once the opening transition has run.
  await page.clock.runFor(500);
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await expect(dialog.getByRole('button', { name: 'Kopiér kode' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.clock.runFor(500);
  await expect(dialog).toBeHidden();
  await expect(activeSlide(page)).toBeFocused();
});
