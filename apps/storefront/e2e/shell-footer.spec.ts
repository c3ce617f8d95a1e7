import { expect } from '@playwright/test';
import {
  appRunning,
  consoleErrors,
  hydrated,
  isSameDocument,
  markDocument,
  reactOwned,
  switchLanguageFromEnglish,
} from './page-probes.ts';
import { test } from './visitor.ts';

test('the footer shows benefits, the 4.86 / 40391 review score with stars, links, payments and socials (de)', async ({
  page,
}) => {
  await page.goto('/de');
  const footer = page.locator('footer#footer');
  for (const line of [
    'Lieferzeit 1-3 Werktage',
    'Über 2.000 Produkte',
    '14 Tage Widerrufsrecht',
    'Versandkostenfrei ab 49 €*',
    'Jede Lieferung CO2e-kompensiert',
  ]) {
    await expect(footer.getByText(line, { exact: true })).toBeVisible();
  }
  await expect(footer.getByTestId('review-score')).toContainText('Hervorragend: 4,86 / 5');
  await expect(footer.getByTestId('review-score')).toContainText('40.391 Bewertungen');
  await expect(footer.getByRole('img', { name: '4,86 von 5 Sternen' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Alle Bewertungen ansehen' })).toHaveAttribute(
    'href',
    /^https:/,
  );
  await expect(footer.getByRole('navigation', { name: 'Fragen?' }).getByRole('link')).toHaveCount(5);
  await expect(
    footer
      .getByRole('navigation', { name: /^Über / })
      .getByRole('link')
      .first(),
  ).toBeVisible();
  const payments = [
    'PayPal',
    'Visa',
    'Mastercard',
    'American Express',
    'Klarna',
    'Apple Pay',
    'Google Pay',
    'MobilePay',
    'SEPA-Lastschrift',
  ];
  for (const name of payments) await expect(footer.getByRole('img', { name, exact: true })).toBeVisible();
  for (const name of [/YouTube/, /Instagram/, /Facebook/]) {
    await expect(footer.getByRole('link', { name })).toHaveAttribute('href', /^https:\/\//);
  }
  await expect(footer.getByRole('link', { name: 'Cookie-Einstellungen' })).toHaveAttribute(
    'href',
    '/de/e/datenschutz#reopenBanner',
  );
  await expect(footer.getByText(`© ${new Date().getFullYear()} `)).toBeVisible();
  await expect(footer.getByText(/Versandkostenfrei ab 49\s€ Bestellwert/)).toBeVisible();
});

test('the legal links are those of the page language (de, en)', async ({ page }) => {
  await page.goto('/de');
  const legal = page.getByRole('navigation', { name: 'Rechtliches' });
  await expect(legal.getByRole('link', { name: 'Datenschutz' })).toHaveAttribute('href', '/de/e/datenschutz');
  await expect(legal.getByRole('link', { name: 'AGB' })).toHaveAttribute('href', '/de/e/agb');
  await expect(legal.getByRole('link', { name: 'Impressum' })).toBeVisible();
  await expect(legal.getByRole('link', { name: 'Barrierefreiheit' })).toBeVisible();
  await page.goto('/en');
  const legalEn = page.getByRole('navigation', { name: 'Legal' });
  await expect(legalEn.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
    'href',
    '/en/e/privacy-policy',
  );
  await expect(legalEn.getByRole('link', { name: 'Accessibility' })).toHaveAttribute(
    'href',
    '/en/e/accessibility',
  );
});

test('a footer link opens its page inside the app; with Ctrl held it is left to the browser, which opens a new tab (en)', async ({
  page,
  context,
}) => {
  await page.goto('/en');
  await expect.poll(() => appRunning(page)).toBe(true);
  const legal = page.getByRole('navigation', { name: 'Legal' });
  const privacy = legal.getByRole('link', { name: 'Privacy policy' });
  const opened = context.waitForEvent('page');
  await privacy.click({ modifiers: ['ControlOrMeta'] });
  await expect((await opened).locator('h1')).toBeVisible();
  await expect(page).toHaveURL(/\/en$/);
  await markDocument(page);
  await privacy.click();
  await expect(page).toHaveURL(/\/en\/e\/privacy-policy$/, { timeout: 15_000 });
  await expect(page.locator('main h1')).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);
});

test('the language menu (z-index 1000001) leads to the same page in another language (en → da)', async ({
  page,
}) => {
  await page.goto('/en?utm_source=footer');
  // Escape and the keyboard are the hydrated menu's; before that it opens on focus (CSS) only.
  await expect(page.getByRole('navigation', { name: 'Choose language' })).toHaveAttribute(
    'data-enhanced',
    'true',
  );
  const trigger = page.getByTestId('language-switcher');
  await expect(trigger).toHaveAccessibleName('Language: English');
  await trigger.click();
  const menu = page.getByRole('navigation', { name: 'Choose language' }).getByRole('list');
  await expect(menu).toBeVisible();
  expect(await menu.evaluate((element) => getComputedStyle(element).zIndex)).toBe('1000001');
  await expect(menu.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  await expect(menu.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', '/de?utm_source=footer');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');
  await menu.getByRole('link', { name: 'Dansk' }).click();
  await expect(page).toHaveURL(/\/da\?utm_source=footer$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'da');
  await expect(page.getByTestId('language-switcher')).toHaveAccessibleName('Sprog: Dansk');
});

test('the header has the logo to the language home and the account link; the selling points come from the API (da)', async ({
  page,
}) => {
  await page.goto('/da');
  await expect(page.getByRole('link', { name: /til forsiden$/ })).toHaveAttribute('href', '/da');
  await expect(page.getByRole('link', { name: 'Min konto' })).toHaveAttribute('href', /^https?:\/\//);
  const usp = page.getByRole('region', { name: 'Dine fordele' });
  await expect(usp.getByText('Levering på 1-3 hverdage')).toBeVisible();
  await expect(usp.getByRole('link', { name: 'Levering på 1-3 hverdage' })).toHaveAttribute(
    'href',
    /^\/da\/e\//,
  );
  // The logo on its own page leads nowhere new: the history gains no entry, as with React Router's <Link>.
  await expect.poll(() => appRunning(page)).toBe(true);
  const entries = await page.evaluate(() => history.length);
  await markDocument(page);
  await page.getByRole('link', { name: /til forsiden$/ }).click();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => history.length)).toBe(entries);
  expect(await isSameDocument(page)).toBe(true);
});

test('the footer keeps its server markup when the page hydrates and follows a client navigation to another language (en → da)', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await page.goto('/en');
  await hydrated(page);
  // Everything but the language menu is the server's markup, not hydrated (shell/kept-markup.tsx,
  // decision 0096): no React fiber on its links, lists and paragraphs.
  const kept = page.locator('footer#footer :is(a, li, p):not(nav[aria-label="Choose language"] *)');
  expect(await kept.count()).toBeGreaterThan(30);
  expect(await reactOwned(kept)).toBe(0);
  await markDocument(page);
  await switchLanguageFromEnglish(page, 'Dansk');
  await expect(page.locator('html')).toHaveAttribute('lang', 'da');
  // React renders the footer's parts in the new language in place of the kept markup.
  const footer = page.locator('footer#footer');
  await expect(footer.getByText('Dine fordele', { exact: true })).toBeVisible();
  await expect(footer.getByRole('navigation', { name: 'Juridisk' })).toBeVisible();
  await expect(footer.getByRole('navigation', { name: 'Legal' })).toHaveCount(0);
  expect(await isSameDocument(page)).toBe(true);
  expect(errors).toEqual([]);
});
