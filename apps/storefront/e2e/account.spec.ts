import { expect as baseExpect, type Page } from '@playwright/test';
import { linkIn, waitForMail } from './outbox.ts';
import { acrossViewports } from './viewport-split.ts';
import { test } from './visitor.ts';

test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const cases = [
  {
    language: 'de',
    accountLabel: 'Mein Konto',
    field: 'E-Mail-Adresse',
    send: 'Anmeldelink senden',
    sent: 'Bitte prüfen Sie Ihr Postfach',
    subject: 'Ihr Anmeldelink für Kaffeekontor',
    signIn: 'Jetzt anmelden',
    signedIn: 'Angemeldet als',
    orders: 'Ihre Bestellungen',
    newsletter: 'Sie sind nicht für unseren Newsletter angemeldet.',
    signOut: 'Abmelden',
  },
  {
    language: 'en',
    accountLabel: 'My account',
    field: 'E-mail address',
    send: 'Send sign-in link',
    sent: 'Please check your inbox',
    subject: 'Your Kaffeekontor sign-in link',
    signIn: 'Sign in now',
    signedIn: 'Signed in as',
    orders: 'Your orders',
    newsletter: 'You are not subscribed to our newsletter.',
    signOut: 'Sign out',
  },
] as const;

/** The header's account icon leads to the account site in the page's language. */
async function openAccount(page: Page, language: string, label: string): Promise<void> {
  await page.goto(`/${language}`);
  const link = page.getByRole('link', { name: label }).first();
  await expect(link).toHaveAttribute('href', new RegExp(`/account\\?locale=${language}$`));
  if (await link.isVisible()) await link.click();
  else await page.goto((await link.getAttribute('href')) ?? '');
}

for (const { item: c, tag } of acrossViewports(cases)) {
  test(
    `signs in with the link from the e-mail and shows the account (${c.language})`,
    { tag },
    async ({ page }, testInfo) => {
      const email = `account-${c.language}-${testInfo.project.name}-${Date.now()}@example.com`;
      await openAccount(page, c.language, c.accountLabel);
      await expect(page.locator('html')).toHaveAttribute('lang', c.language);
      await page.getByRole('textbox', { name: c.field }).fill(email);
      await page.getByRole('button', { name: c.send }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.sent);

      const mail = await waitForMail(email);
      expect(mail.subject).toBe(c.subject);
      const link = linkIn(mail, '/account/sign-in/verify');
      await page.goto(link);
      await page.getByRole('button', { name: c.signIn }).click();
      await expect(page.getByText(`${c.signedIn} ${email}`)).toBeVisible();
      await expect(page.getByRole('heading', { name: c.orders })).toBeVisible();
      await expect(page.getByTestId('account-newsletter')).toContainText(c.newsletter);
      await page.screenshot({ path: testInfo.outputPath(`account-${c.language}.png`), fullPage: true });

      // The session cookie is out of the page's reach.
      const session = (await page.context().cookies()).find((cookie) => cookie.name === 'account_session');
      expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/account' });
      expect(await page.evaluate(() => document.cookie)).not.toContain('account_session');
      // The link worked once.
      await page.goto(link);
      await expect(page.getByRole('button', { name: c.signIn })).toHaveCount(0);

      await page.goto(`${new URL(link).origin}/account?locale=${c.language}`);
      await page.getByRole('button', { name: c.signOut }).click();
      await expect(page.getByRole('button', { name: c.send })).toBeVisible();
    },
  );
}
