import { randomInt } from 'node:crypto';
import type { Logger } from '@shop/observability';
import { newsletterVoucher, type ShopLanguage } from '@shop/shop-rules';
import type { CommerceServices } from '../services/commerce-services.ts';
import { hashToken, newSecretToken } from '../shared/secret-token.ts';
import { confirmationMail, welcomeMail } from './newsletter-mails.ts';
import {
  discountCodeById,
  findByTokenHash,
  issueVoucher,
  markConfirmed,
  recordSignUp,
  type SubscriberRecord,
} from './newsletter-store.ts';

/** How long a confirmation link works; a new sign-up sends a new one. */
export const confirmationValidityMs = 7 * 24 * 60 * 60 * 1000;

type Services = Pick<CommerceServices, 'db' | 'config' | 'sendMail'>;

export type SignUp = { listId: string; email: string; language: ShopLanguage };

/** The address as stored and compared: one subscriber per mailbox, whatever the case typed. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function confirmationLink(services: Services, token: string): string {
  return `${services.config.publicUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`;
}

/**
 * A sign-up with double opt-in. A confirmed address changes nothing and answers `true` (the
 * provider's "already subscribed"); a new, pending or unsubscribed one is stored as pending with a
 * fresh token and gets the confirmation mail in its language (again). Rejects when the mail
 * cannot be sent, so the visitor is told to try again instead of waiting for nothing.
 */
export async function signUp(
  services: Services,
  input: SignUp,
  now: Date,
): Promise<{ isSubscribed: boolean }> {
  const email = normalizeEmail(input.email);
  const token = newSecretToken();
  const before = await recordSignUp(services.db, {
    email,
    listId: input.listId,
    language: input.language,
    tokenHash: hashToken(token),
    tokenExpiresAt: new Date(now.getTime() + confirmationValidityMs),
  });
  if (before === 'confirmed') return { isSubscribed: true };
  await services.sendMail(confirmationMail(email, input.language, confirmationLink(services, token)));
  return { isSubscribed: false };
}

export type LinkState =
  | { kind: 'pending'; subscriber: SubscriberRecord }
  | { kind: 'confirmed'; subscriber: SubscriberRecord; voucherCode: string | undefined }
  | { kind: 'invalid' };

/** What a confirmation link opens: a sign-up to confirm, one confirmed with it, or nothing. */
export async function linkState(services: Services, token: string, now: Date): Promise<LinkState> {
  const subscriber = await findByTokenHash(services.db, hashToken(token));
  if (!subscriber) return { kind: 'invalid' };
  if (subscriber.status === 'pending' && subscriber.tokenExpiresAt > now)
    return { kind: 'pending', subscriber };
  if (subscriber.status === 'confirmed') {
    const voucherCode = subscriber.voucherCodeId
      ? await discountCodeById(services.db, subscriber.voucherCodeId)
      : undefined;
    return { kind: 'confirmed', subscriber, voucherCode };
  }
  return { kind: 'invalid' };
}

// Without 0/O and 1/I/L, so a code read from paper is typed right.
const codeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A personal voucher code such as `NL-7KQ4-M2XH`: 40 random bits, not guessable. */
export function newVoucherCode(): string {
  const pick = () => Array.from({ length: 4 }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join('');
  return `NL-${pick()}-${pick()}`;
}

/**
 * Confirms the sign-up of a link and, the first time an address is confirmed, issues its
 * personal voucher (spec section 9) in the same transaction; then mails the voucher. Using the
 * link again (a double click, a reload) answers what the first use did.
 */
export async function confirmSignUp(
  services: Services,
  token: string,
  now: Date,
  logger?: Logger,
): Promise<LinkState> {
  const tokenHash = hashToken(token);
  const confirmed = await services.db.transaction(async (tx) => {
    const subscriber = await markConfirmed(tx, tokenHash, now);
    if (!subscriber) return undefined;
    if (subscriber.voucherCodeId) {
      return { subscriber, code: await discountCodeById(tx, subscriber.voucherCodeId) };
    }
    const code = newVoucherCode();
    await issueVoucher(tx, subscriber.id, code, newsletterVoucher, now);
    return { subscriber, code };
  });
  if (!confirmed) return linkState(services, token, now);
  const { subscriber, code } = confirmed;
  const language = languageOfRecord(subscriber.language);
  if (code) {
    const shopUrl = `${services.config.storefrontOrigin}/${language}`;
    // The confirmation stands even when the mail fails: the page shows the code as well.
    await services
      .sendMail(welcomeMail(subscriber.email, language, code, shopUrl))
      .catch((error: unknown) => {
        logger?.error({ err: error }, 'newsletter: welcome mail failed');
      });
  }
  return { kind: 'confirmed', subscriber, voucherCode: code };
}

export function languageOfRecord(language: string): ShopLanguage {
  return language === 'en' || language === 'da' ? language : 'de';
}
