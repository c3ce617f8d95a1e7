import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Mails not yet accepted by the SMTP server (decision 0065). A row is deleted once the server has
 * taken its mail, so the table holds only what is still to send (sign-in links among them) and
 * what was given up on.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Sends tried so far, the one under way included. */
    attempts: integer('attempts').notNull().default(0),
    /** When it is due; while a send is under way, when that send counts as lost (its lease). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** Set after the last attempt failed; such a mail is left for an operator. */
    givenUpAt: timestamp('given_up_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('mail_queue_due').on(table.nextAttemptAt).where(sql`${table.givenUpAt} IS NULL`)],
);
