import { expect } from '@playwright/test';
import { z } from 'zod';

/** The commerce service of this test run (playwright.config.ts): its development outbox. */
const commerce = `http://localhost:${process.env.E2E_COMMERCE_PORT}`;

const outboxSchema = z.object({
  mails: z.array(
    z.object({ to: z.array(z.string()), subject: z.string(), text: z.string(), html: z.string() }),
  ),
});
export type OutboxMail = z.infer<typeof outboxSchema>['mails'][number];

/** The mails the commerce service sent to an address, oldest first (GET /dev/outbox.json). */
export async function mailsTo(email: string): Promise<OutboxMail[]> {
  const answer = await fetch(`${commerce}/dev/outbox.json?to=${encodeURIComponent(email)}`);
  return outboxSchema.parse(await answer.json()).mails;
}

/** Waits until the address has received `count` mails and returns the last one. */
export async function waitForMail(email: string, count = 1): Promise<OutboxMail> {
  await expect
    .poll(async () => (await mailsTo(email)).length, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(count);
  const mail = (await mailsTo(email))[count - 1];
  if (!mail) throw new Error(`no mail ${count} to ${email}`);
  return mail;
}

/** The link of a mail's text to the given path on the commerce host. */
export function linkIn(mail: OutboxMail, pathname: string): string {
  const link = (mail.text.match(/https?:\/\/\S+/g) ?? []).find((url) => new URL(url).pathname === pathname);
  if (!link) throw new Error(`no ${pathname} link in "${mail.subject}"`);
  return link;
}

/** Signs an address up and confirms it over HTTP, as the visitor would in another tab. */
export async function subscribeAndConfirm(email: string, language: 'DE' | 'EN' | 'DA'): Promise<void> {
  const body = new URLSearchParams({ g: 'newsletter', email, $fields: 'Language', Language: language });
  const answer = await fetch(`${commerce}/newsletter/subscribe`, { method: 'POST', body });
  expect(answer.status).toBe(200);
  const token =
    new URL(linkIn(await waitForMail(email), '/newsletter/confirm')).searchParams.get('token') ?? '';
  await fetch(`${commerce}/newsletter/confirm`, {
    method: 'POST',
    body: new URLSearchParams({ token }),
    redirect: 'manual',
  });
}

/**
 * Uses up an address's hourly sign-ups on the commerce service (three), so the storefront's next
 * sign-up for it is refused by the provider: a real failure, as the visitor would meet it.
 */
export async function exhaustSignUps(email: string): Promise<void> {
  for (let i = 0; i < 3; i++) {
    const body = new URLSearchParams({ g: 'newsletter', email, $fields: 'Language', Language: 'DE' });
    await fetch(`${commerce}/newsletter/subscribe`, { method: 'POST', body });
  }
}
