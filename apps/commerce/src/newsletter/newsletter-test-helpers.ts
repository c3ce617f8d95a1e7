import { expect } from 'vitest';
import { z } from 'zod';
import type { TestServer } from '../testing/test-server.ts';

const outboxSchema = z.object({
  mails: z.array(
    z.object({
      id: z.number(),
      to: z.array(z.string()),
      subject: z.string(),
      text: z.string(),
      html: z.string(),
    }),
  ),
});
export type OutboxMailJson = z.infer<typeof outboxSchema>['mails'][number];

/** The mails the service's outbox holds for an address, oldest first, read over HTTP. */
export async function mailsTo(server: TestServer, email: string): Promise<OutboxMailJson[]> {
  const answer = await fetch(`${server.url}/dev/outbox.json?to=${encodeURIComponent(email)}`);
  return outboxSchema.parse(await answer.json()).mails;
}

/** The last link of a mail's text that leads to `path`, moved to the test server's origin. */
export function linkIn(server: TestServer, mail: OutboxMailJson | undefined, path: string): string {
  const found = (mail?.text.match(/https?:\/\/\S+/g) ?? []).filter((link) => new URL(link).pathname === path);
  const link = found.at(-1);
  expect(link, `a ${path} link in the mail`).toBeDefined();
  const url = new URL(link ?? '');
  return `${server.url}${url.pathname}${url.search}`;
}

export type SignUpFields = Partial<Record<'g' | 'email' | '$fields' | 'Language', string>>;

/** Posts the provider's form as the storefront does; extra headers e.g. name the buyer. */
export function postSignUp(server: TestServer, fields: SignUpFields, headers: Record<string, string> = {}) {
  const body = new URLSearchParams(
    Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined),
  );
  return fetch(`${server.url}/newsletter/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', ...headers },
    body,
  });
}

export const signUpFields = (email: string, language = 'DE'): SignUpFields => ({
  g: 'newsletter',
  email,
  $fields: 'Language',
  Language: language,
});
