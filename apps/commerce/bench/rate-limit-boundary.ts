/**
 * Measures what rate-limiter-flexible's store lets through around the end of its window
 * (decision 0026): `node apps/commerce/bench/rate-limit-boundary.ts`. Its PostgreSQL store
 * through Drizzle, on PGlite, allows 10 attempts per second; 10 are tried just before the
 * window ends and 10 just after it.
 */
import { PGlite } from '@electric-sql/pglite';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';

const table = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true }),
});
const client = new PGlite();
await client.exec(
  'create table rate_limits (key text primary key, points integer not null, expire timestamptz)',
);
const db = drizzle(client);
const limiter = new RateLimiterDrizzle({
  storeClient: db,
  schema: table,
  points: 10,
  duration: 1,
  clearExpiredByTimeout: false,
});

async function attempts(count: number): Promise<number> {
  let allowed = 0;
  for (let i = 0; i < count; i += 1) {
    try {
      await limiter.consume('client', 1);
      allowed += 1;
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
    }
  }
  return allowed;
}

const started = performance.now();
await limiter.consume('client', 0);
await new Promise((resolve) => setTimeout(resolve, 900));
const before = await attempts(10);
await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1_050 - (performance.now() - started))));
const after = await attempts(10);
const elapsed = performance.now() - started;
console.log(
  `rate-limiter-flexible (Drizzle store on PGlite), 10 per second: ${before} allowed before the window ended, ` +
    `${after} right after it, ${before + after} in about ${Math.round(elapsed - 900)} ms`,
);
await client.close();
