import { date, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Gift cards. Only the SHA-256 of the normalised code is stored, like a password, so the
 * table alone does not reveal spendable codes; the last four characters are kept for display.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: integer('id').primaryKey(),
    codeHash: text('code_hash').notNull(),
    lastCharacters: text('last_characters').notNull(),
    initialBalanceCents: integer('initial_balance_cents').notNull(),
    balanceCents: integer('balance_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    /** Last day on which the card can be used; null for no expiry. */
    expiresOn: date('expires_on', { mode: 'string' }),
  },
  (table) => [uniqueIndex('gift_cards_code_hash').on(table.codeHash)],
);
