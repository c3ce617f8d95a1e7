import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Token buckets for rate limits (decision 0026), one row per thing counted. They live in the
 * database, not in process memory, so every instance of the service behind a load balancer
 * counts against the same budget.
 */
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  /** What is counted and for whom, e.g. `code-attempt:buyer:203.0.113.9`. */
  key: text('key').primaryKey(),
  /**
   * When the bucket is full again (the generic cell rate algorithm's "theoretical arrival
   * time"): each attempt moves it one interval later, and an attempt is allowed while it stays
   * within one window from now.
   */
  fullAt: timestamp('full_at', { withTimezone: true, mode: 'date' }).notNull(),
  /** Whether the latest attempt was allowed: the upsert's answer, set in the same statement. */
  allowed: boolean('allowed').notNull(),
});
