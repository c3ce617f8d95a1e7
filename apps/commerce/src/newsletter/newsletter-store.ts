import { and, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { queryRows } from '../db/query-rows.ts';
import { discountCodes } from '../discounts/discount-tables.ts';
import { newsletterSubscribers, type SubscriberStatus } from './newsletter-tables.ts';

export type PendingSignUp = {
  email: string;
  listId: string;
  language: string;
  tokenHash: string;
  tokenExpiresAt: Date;
};

/**
 * Records a sign-up as pending with a fresh confirmation token, unless the address is confirmed
 * already. One upsert, so two sign-ups racing for a new address leave one row. Returns the status
 * the address had before: `confirmed` means nothing was changed.
 */
export async function recordSignUp(db: Database, signUp: PendingSignUp): Promise<'new' | SubscriberStatus> {
  const rows = await queryRows(
    db,
    sql`with previous as (select status from ${newsletterSubscribers} where email = ${signUp.email})
        insert into ${newsletterSubscribers} (email, list_id, language, status, token_hash, token_expires_at)
        values (${signUp.email}, ${signUp.listId}, ${signUp.language}, 'pending', ${signUp.tokenHash},
                ${signUp.tokenExpiresAt.toISOString()}::timestamptz)
        on conflict (email) do update set
          list_id = excluded.list_id, language = excluded.language, status = 'pending',
          token_hash = excluded.token_hash, token_expires_at = excluded.token_expires_at
        where ${newsletterSubscribers.status} <> 'confirmed'
        returning (select status from previous) as previous`,
    z.object({ previous: z.enum(['pending', 'confirmed', 'unsubscribed']).nullable() }),
  );
  // No row back: the update's condition refused, so the address is confirmed.
  if (rows.length === 0) return 'confirmed';
  return rows[0]?.previous ?? 'new';
}

export type SubscriberRecord = typeof newsletterSubscribers.$inferSelect;

export async function findByTokenHash(
  db: Database,
  tokenHash: string,
): Promise<SubscriberRecord | undefined> {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.tokenHash, tokenHash));
  return row;
}

export async function findByEmail(db: Database, email: string): Promise<SubscriberRecord | undefined> {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  return row;
}

/** Marks a pending subscriber with an unexpired token confirmed; undefined when there is none. */
export async function markConfirmed(
  tx: Database,
  tokenHash: string,
  now: Date,
): Promise<SubscriberRecord | undefined> {
  const [row] = await tx
    .update(newsletterSubscribers)
    .set({ status: 'confirmed', confirmedAt: now, unsubscribedAt: null })
    .where(
      and(
        eq(newsletterSubscribers.tokenHash, tokenHash),
        eq(newsletterSubscribers.status, 'pending'),
        gt(newsletterSubscribers.tokenExpiresAt, now),
      ),
    )
    .returning();
  return row;
}

export type VoucherRule = { valueCents: number; minimumSubtotalCents: number; oncePerCustomer: boolean };

/** Creates the personal voucher as a fixed-amount discount code and ties it to the subscriber. */
export async function issueVoucher(
  tx: Database,
  subscriberId: number,
  code: string,
  rule: VoucherRule,
  now: Date,
): Promise<void> {
  const [row] = await queryRows(
    tx,
    sql`select nextval('newsletter_voucher_ids')::int as id`,
    z.object({ id: z.number().int() }),
  );
  if (!row) throw new Error('The voucher id sequence gave nothing');
  await tx.insert(discountCodes).values({
    id: row.id,
    code,
    kind: 'fixed_amount',
    value: rule.valueCents,
    minimumSubtotalCents: rule.minimumSubtotalCents,
    startsAt: now,
    endsAt: null,
    oncePerCustomer: rule.oncePerCustomer,
    title: { de: 'Newsletter-Gutschein', en: 'Newsletter voucher', da: 'Nyhedsbrevsrabat' },
  });
  await tx
    .update(newsletterSubscribers)
    .set({ voucherCodeId: row.id })
    .where(eq(newsletterSubscribers.id, subscriberId));
}

/** The code of a discount row, e.g. the subscriber's voucher. */
export async function discountCodeById(db: Database, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ code: discountCodes.code })
    .from(discountCodes)
    .where(eq(discountCodes.id, id));
  return row?.code;
}

/** Ends a subscription; true when the address was subscribed or pending. */
export async function markUnsubscribed(db: Database, email: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscribers)
    .set({ status: 'unsubscribed', unsubscribedAt: now })
    .where(
      and(eq(newsletterSubscribers.email, email), sql`${newsletterSubscribers.status} <> 'unsubscribed'`),
    )
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}
