import { expect as baseExpect, type Page } from '@playwright/test';
import { mailsTo, subscribeAndConfirm, waitForMail } from './outbox.ts';
import { test } from './visitor.ts';

// A loaded test machine (several shops and browsers at once) needs more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

// The provider's answer passes two servers; on a busy test machine that takes a few seconds.
const expect = baseExpect.configure({ timeout: 15_000 });

let counter = 0;
function address(prefix: string, project: string): string {
  counter += 1;
  return `${prefix}-${project}-${Date.now()}-${counter}@example.com`;
}

/** Opens the newsletter page and waits until the form's script runs. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(form(page)).toHaveAttribute('data-enhanced', 'true');
}

function form(page: Page) {
  return page.getByTestId('newsletter-form');
}

test('invalid e-mail and unticked privacy box show both messages and send nothing (de)', async ({
  page,
}, testInfo) => {
  const email = `kein-gueltiger-${testInfo.project.name}-${Date.now()}@example`;
  await visit(page, '/de/newsletter');
  await form(page).getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  await form(page).getByRole('button', { name: 'Jetzt anmelden' }).click();
  await expect(form(page).getByText('Bitte geben Sie eine gültige E-Mail Adresse ein.')).toBeVisible();
  await expect(form(page).getByText('Bitte bestätigen Sie die Datenschutzbestimmungen.')).toBeVisible();
  await expect(form(page).getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(await mailsTo(email)).toEqual([]);
});

test('a valid address without the privacy box ticked sends nothing (en)', async ({ page }, testInfo) => {
  const email = address('fine', testInfo.project.name);
  await visit(page, '/en/newsletter');
  await form(page).getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await form(page).getByRole('button', { name: 'Subscribe now' }).click();
  await expect(form(page).getByText('Please accept the privacy policy.')).toBeVisible();
  await expect(form(page).getByText('Please enter a valid e-mail address.')).toHaveCount(0);
  await page.waitForTimeout(300);
  expect(await mailsTo(email)).toEqual([]);
});

test('signing up shows the loading state, then the voucher text; the confirmation mail arrives in German (de)', async ({
  page,
}, testInfo) => {
  const email = address('slow', testInfo.project.name);
  await visit(page, '/de/newsletter');
  // Hold the form's request a moment, so the loading state can be seen on a fast machine too.
  await page.route(
    (url) => url.pathname.startsWith('/de/newsletter'),
    async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    },
  );
  await form(page).getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  await form(page).getByRole('checkbox').check();
  const submit = form(page).getByRole('button', { name: 'Jetzt anmelden' });
  await submit.click();
  await expect(submit).toHaveAttribute('aria-busy', 'true');
  await expect(submit).toBeDisabled();
  const success = page.getByTestId('newsletter-success');
  await expect(success).toContainText('bitte prüfen Sie Ihr Postfach');
  await expect(success).toContainText('5 € Gutschein');
  await expect(success).toContainText('ab 25 € Bestellwert, einmal pro Kunde');
  const mail = await waitForMail(email);
  expect(mail.subject).toBe('Bitte bestätigen Sie Ihre Newsletter-Anmeldung');
});

test('a confirmed address signing up again gets the field error (da)', async ({ page }, testInfo) => {
  const email = address('already', testInfo.project.name);
  await subscribeAndConfirm(email, 'DA');
  await visit(page, '/da/newsletter');
  await form(page).getByRole('textbox', { name: 'E-mailadresse' }).fill(email);
  await form(page).getByRole('checkbox').check();
  await form(page).getByRole('button', { name: 'Tilmeld nu' }).click();
  await expect(
    form(page).getByText('Denne e-mailadresse er allerede tilmeldt vores nyhedsbrev.'),
  ).toBeVisible();
  await expect(form(page).getByRole('textbox', { name: 'E-mailadresse' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  // Confirmation and voucher mail, and nothing more for the repeated sign-up.
  expect(await mailsTo(email)).toHaveLength(2);
});

test('already subscribed in German uses the exact text of the specification', async ({ page }, testInfo) => {
  const email = address('already', testInfo.project.name);
  await subscribeAndConfirm(email, 'DE');
  await visit(page, '/de/newsletter');
  await form(page).getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  await form(page).getByRole('checkbox').check();
  await form(page).getByRole('button', { name: 'Jetzt anmelden' }).click();
  await expect(
    form(page).getByText(
      'Mit dieser E-Mail-Adresse haben Sie sich bereits für unseren Newsletter angemeldet.',
    ),
  ).toBeVisible();
});

test('a sign-up the provider refuses (too many for one address) gives a friendly error (en)', async ({
  page,
}, testInfo) => {
  const email = address('busy', testInfo.project.name);
  // The commerce service sends one address at most three confirmation mails an hour.
  for (let i = 0; i < 3; i++) {
    const body = new URLSearchParams({ g: 'newsletter', email, $fields: 'Language', Language: 'EN' });
    await fetch(`http://localhost:${process.env.E2E_COMMERCE_PORT}/newsletter/subscribe`, {
      method: 'POST',
      body,
    });
  }
  await visit(page, '/en/newsletter');
  await form(page).getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await form(page).getByRole('checkbox').check();
  await form(page).getByRole('button', { name: 'Subscribe now' }).click();
  await expect(form(page).getByRole('alert')).toHaveText(
    'Sorry, the sign-up did not work just now. Please try again in a few minutes.',
  );
  expect(await mailsTo(email)).toHaveLength(3);
});

test('the block shows its image at 300, 600 and 1200 px', async ({ page }) => {
  await visit(page, '/de/newsletter');
  const image = page.getByTestId('newsletter-block').getByRole('img');
  await expect(image).toHaveAttribute('srcset', /300w.*600w.*1200w/);
  await expect(image).toHaveAttribute('alt', /Tasse/);
});

test('every page carries the block above the footer and signs up without leaving the page (de, en)', async ({
  page,
}, testInfo) => {
  await page.goto('/en');
  const block = page.getByTestId('newsletter-block');
  await expect(block).toContainText('Subscribe to our newsletter and save €5');
  const blockBox = await block.boundingBox();
  const footerBox = await page.locator('footer').last().boundingBox();
  expect((blockBox?.y ?? 0) + (blockBox?.height ?? 0)).toBeLessThanOrEqual(footerBox?.y ?? 0);
  await block.scrollIntoViewIfNeeded();
  await expect(form(page)).toHaveAttribute('data-enhanced', 'true', { timeout: 20_000 });
  const email = address('home', testInfo.project.name);
  await form(page).getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await form(page).getByRole('checkbox').check();
  await form(page).getByRole('button', { name: 'Subscribe now' }).click();
  await expect(page.getByTestId('newsletter-success')).toContainText('check your inbox');
  await expect(page).toHaveURL(/\/en$/);
  expect((await waitForMail(email)).subject).toBe('Please confirm your newsletter sign-up');

  await page.goto('/de');
  await expect(page.getByTestId('newsletter-block')).toContainText('Newsletter abonnieren und 5 € sparen');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server checks the form and answers with the messages, then with the success text (de, en)', async ({
    page,
  }, testInfo) => {
    await page.goto('/de/newsletter');
    await form(page).getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('nicht-gueltig');
    await form(page).getByRole('button', { name: 'Jetzt anmelden' }).click();
    await expect(page).toHaveURL(/\/de\/newsletter$/);
    await expect(form(page).getByText('Bitte geben Sie eine gültige E-Mail Adresse ein.')).toBeVisible();
    await expect(form(page).getByText('Bitte bestätigen Sie die Datenschutzbestimmungen.')).toBeVisible();
    await expect(form(page).getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue('nicht-gueltig');

    const email = address('nojs', testInfo.project.name);
    await page.goto('/en/newsletter');
    await form(page).getByRole('textbox', { name: 'E-mail address' }).fill(email);
    await form(page).getByRole('checkbox').check();
    await form(page).getByRole('button', { name: 'Subscribe now' }).click();
    await expect(page.getByTestId('newsletter-success')).toContainText('€5 voucher');
    await expect(page.getByTestId('newsletter-success')).toContainText('orders from €25, once per customer');
    expect((await waitForMail(email)).subject).toBe('Please confirm your newsletter sign-up');
  });
  test('the block on any page posts to the newsletter page, which answers in the language (da)', async ({
    page,
  }) => {
    await page.goto('/da');
    await form(page).getByRole('textbox', { name: 'E-mailadresse' }).fill('ikke-gyldig@');
    await form(page).getByRole('button', { name: 'Tilmeld nu' }).click();
    await expect(page).toHaveURL(/\/da\/newsletter$/);
    await expect(form(page).getByText('Indtast venligst en gyldig e-mailadresse.')).toBeVisible();
    await expect(form(page).getByText('Bekræft venligst privatlivspolitikken.')).toBeVisible();
    await expect(page.getByTestId('newsletter-block')).toHaveCount(1);
  });
});
