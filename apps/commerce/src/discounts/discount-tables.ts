import { boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../db/localized-text.ts';

export type DiscountKind = 'percentage' | 'fixed_amount';

/** Discount codes a customer can enter in the cart; codes match case-insensitively. */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: integer('id').primaryKey(),
    /** Upper-case, the form lookups use. */
    code: text('code').notNull(),
    kind: text('kind').$type<DiscountKind>().notNull(),
    /** Percent (1-100) for `percentage`, cents for `fixed_amount`. */
    value: integer('value').notNull(),
    minimumSubtotalCents: integer('minimum_subtotal_cents').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    oncePerCustomer: boolean('once_per_customer').notNull().default(false),
    title: jsonb('title').$type<LocalizedText>().notNull(),
  },
  (table) => [uniqueIndex('discount_codes_code').on(table.code)],
);
