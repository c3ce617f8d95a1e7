import { expect as baseExpect, type Page, test } from '@playwright/test';
import { ensureNewsletterDouble, signUpsFor } from './newsletter-double.ts';

// A loaded test machine (several shops and browsers at once) needs more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

// The provider's answer passes two servers; on a busy test machine that takes a few seconds.
const expect = baseExpect.configure({ timeout: 15_000 });

test.beforeEach(async () => {
  await ensureNewsletterDouble();
});

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
  expect(await signUpsFor(email)).toEqual([]);
});

test('a valid address without the privacy box ticked sends nothing (en)', async ({ page }, testInfo) => {
  const email = address('fine', testInfo.project.name);
  await visit(page, '/en/newsletter');
  await form(page).getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await form(page).getByRole('button', { name: 'Subscribe now' }).click();
  await expect(form(page).getByText('Please accept the privacy policy.')).toBeVisible();
  await expect(form(page).getByText('Please enter a valid e-mail address.')).toHaveCount(0);
  await page.waitForTimeout(300);
  expect(await signUpsFor(email)).toEqual([]);
});

test('signing up shows the loading state, then the voucher text; the provider gets list, address and language (de)', async ({
  page,
}, testInfo) => {
  const email = address('slow', testInfo.project.name);
  await visit(page, '/de/newsletter');
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
  const [signUp] = await signUpsFor(email);
  expect(signUp).toEqual({ g: 'newsletter', email, $fields: 'Language', Language: 'DE' });
});

test('an address already on the list gets the field error (da)', async ({ page }, testInfo) => {
  const email = address('already', testInfo.project.name);
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
  expect((await signUpsFor(email))[0]?.Language).toBe('DA');
});

test('already subscribed in German uses the exact text of the specification', async ({ page }, testInfo) => {
  await visit(page, '/de/newsletter');
  await form(page)
    .getByRole('textbox', { name: 'E-Mail-Adresse' })
    .fill(address('already', testInfo.project.name));
  await form(page).getByRole('checkbox').check();
  await form(page).getByRole('button', { name: 'Jetzt anmelden' }).click();
  await expect(
    form(page).getByText(
      'Mit dieser E-Mail-Adresse haben Sie sich bereits für unseren Newsletter angemeldet.',
    ),
  ).toBeVisible();
});

for (const prefix of ['broken', 'down']) {
  test(`a provider that ${prefix === 'broken' ? 'answers no JSON' : 'drops the connection'} gives a friendly error (en)`, async ({
    page,
  }, testInfo) => {
    await visit(page, '/en/newsletter');
    await form(page)
      .getByRole('textbox', { name: 'E-mail address' })
      .fill(address(prefix, testInfo.project.name));
    await form(page).getByRole('checkbox').check();
    await form(page).getByRole('button', { name: 'Subscribe now' }).click();
    await expect(form(page).getByRole('alert')).toHaveText(
      'Sorry, the sign-up did not work just now. Please try again in a few minutes.',
    );
  });
}

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
  expect((await signUpsFor(email))[0]?.Language).toBe('EN');

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
    expect((await signUpsFor(email))[0]?.Language).toBe('EN');
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
