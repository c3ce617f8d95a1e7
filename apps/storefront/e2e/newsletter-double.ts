import { spawn } from 'node:child_process';
import path from 'node:path';

/** Same formula as the `NEWSLETTER_SUBSCRIBE_URL` in playwright.config.ts: one port per test run. */
export function newsletterDoublePort(): number {
  return 10_000 + (Number(process.env.E2E_STOREFRONT_PORT) % 10_000);
}

export type RecordedSignUp = Record<string, string>;

async function recordedSignUps(): Promise<unknown> {
  const response = await fetch(`http://localhost:${newsletterDoublePort()}/requests`);
  return response.json();
}

/** Starts the provider's test double (newsletter-double-server.ts) unless it runs already. */
export async function ensureNewsletterDouble(): Promise<void> {
  try {
    await recordedSignUps();
    return;
  } catch {
    const script = path.join(import.meta.dirname, 'newsletter-double-server.ts');
    spawn(process.execPath, [script, String(newsletterDoublePort())], {
      detached: true,
      stdio: 'ignore',
    }).unref();
  }
  for (let attempt = 0; attempt < 50; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    try {
      await recordedSignUps();
      return;
    } catch {
      // not up yet
    }
  }
  throw new Error('the newsletter test double did not start');
}

/** The sign-ups the double received for an address. */
export async function signUpsFor(email: string): Promise<RecordedSignUp[]> {
  const all = await recordedSignUps();
  if (!Array.isArray(all)) return [];
  return all.filter(
    (entry): entry is RecordedSignUp => entry !== null && typeof entry === 'object' && entry.email === email,
  );
}
