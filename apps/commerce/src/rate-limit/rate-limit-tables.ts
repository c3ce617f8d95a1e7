import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters for rate limits. They live in the database, not in process memory,
 * so every instance of the service behind a load balancer counts against the same budget.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    /** What is counted and for whom, e.g. `code-attempt:client:203.0.113.9`. */
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);
