import { expect as baseExpect } from '@playwright/test';
import { linkIn, mailsTo, waitForMail } from './outbox.ts';
import { acrossViewports } from './viewport-split.ts';
import { test } from './visitor.ts';

test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const cases = [
  {
    language: 'en',
    field: 'E-mail address',
    subscribe: 'Subscribe now',
    confirmSubject: 'Please confirm your newsletter sign-up',
    confirm: 'Confirm sign-up',
    confirmed: 'Your sign-up is confirmed',
    voucherSubject: 'Welcome to the Kaffeekontor newsletter – your €5 voucher',
    already: 'This e-mail address is already subscribed to our newsletter.',
  },
  {
    language: 'de',
    field: 'E-Mail-Adresse',
    subscribe: 'Jetzt anmelden',
    confirmSubject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
    confirm: 'Anmeldung bestätigen',
    confirmed: 'Ihre Anmeldung ist bestätigt',
    voucherSubject: 'Willkommen beim Kaffeekontor-Newsletter – Ihr 5 € Gutschein',
    already: 'Mit dieser E-Mail-Adresse haben Sie sich bereits für unseren Newsletter angemeldet.',
  },
] as const;

for (const { item: c, tag } of acrossViewports(cases)) {
  test(
    `sign-up, confirmation link from the e-mail, personal voucher, then already subscribed (${c.language})`,
    { tag },
    async ({ page }, testInfo) => {
      const email = `opt-in-${c.language}-${testInfo.project.name}-${Date.now()}@example.com`;
      const signUp = async () => {
        await page.goto(`/${c.language}/newsletter`);
        const form = page.getByTestId('newsletter-form');
        await expect(form).toHaveAttribute('data-enhanced', 'true');
        await form.getByRole('textbox', { name: c.field }).fill(email);
        await form.getByRole('checkbox').check();
        await form.getByRole('button', { name: c.subscribe }).click();
      };
      await signUp();
      await expect(page.getByTestId('newsletter-success')).toBeVisible();

      const confirmation = await waitForMail(email);
      expect(confirmation.subject).toBe(c.confirmSubject);
      await page.goto(linkIn(confirmation, '/newsletter/confirm'));
      await expect(page.locator('html')).toHaveAttribute('lang', c.language);
      await page.getByRole('button', { name: c.confirm }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.confirmed);
      const code = (await page.getByTestId('voucher-code').textContent()) ?? '';
      expect(code).toMatch(/^NL-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      await page.screenshot({ path: testInfo.outputPath(`voucher-${c.language}.png`), fullPage: true });

      const welcome = await waitForMail(email, 2);
      // Intl puts a no-break space between amount and currency sign.
      expect(welcome.subject.replaceAll('\u00a0', ' ')).toBe(c.voucherSubject);
      expect(welcome.text).toContain(code);
      // Reloading the page shows the same code; no second voucher is made.
      await page.reload();
      await expect(page.getByTestId('voucher-code')).toHaveText(code);

      await signUp();
      await expect(page.getByTestId('newsletter-form').getByText(c.already)).toBeVisible();
      expect(await mailsTo(email)).toHaveLength(2);
    },
  );
}
