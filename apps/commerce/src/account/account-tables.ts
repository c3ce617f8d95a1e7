import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One-time sign-in links of the account site. Only the token's hash is kept; a link works until
 * `expires_at` and once (`used_at` is set in the same statement that accepts it).
 */
export const accountSignInTokens = pgTable(
  'account_sign_in_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** Lower-case: the customer is their e-mail address, as orders and the newsletter know it. */
    email: text('email').notNull(),
    language: text('language').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('account_sign_in_tokens_expires').on(table.expiresAt)],
);

/** Signed-in sessions; the HttpOnly cookie holds the secret, the table its hash. */
export const accountSessions = pgTable(
  'account_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('account_sessions_expires').on(table.expiresAt)],
);
