import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { discountCodes } from '../discounts/discount-tables.ts';

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';

/**
 * Newsletter subscribers with double opt-in: a sign-up is `pending` until the link in the
 * confirmation mail is used. The link's token is stored only as a hash, so a read of this table
 * cannot confirm anyone.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    /** Lower-case; one row per address. */
    email: text('email').notNull(),
    listId: text('list_id').notNull(),
    /** The language the visitor signed up in: every mail to them is in it. */
    language: text('language').notNull(),
    status: text('status').$type<SubscriberStatus>().notNull(),
    /** SHA-256 of the latest confirmation token; an older mail's link stops working. */
    tokenHash: text('token_hash').notNull(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The personal welcome voucher, issued at the first confirmation only (once per customer). */
    voucherCodeId: integer('voucher_code_id').references(() => discountCodes.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('newsletter_subscribers_email').on(table.email),
    uniqueIndex('newsletter_subscribers_token').on(table.tokenHash),
    check('newsletter_subscribers_status', sql`${table.status} in ('pending', 'confirmed', 'unsubscribed')`),
  ],
);

/**
 * Ids of the personal voucher rows in `discount_codes`: the imported codes use small ids, so these
 * start far above them.
 */
export const newsletterVoucherIds = pgSequence('newsletter_voucher_ids', { startWith: 1_000_000_000 });
