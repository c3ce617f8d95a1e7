import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { rateLimitCounters } from './rate-limit-tables.ts';

export type RateLimit = { limit: number; windowSeconds: number };

/**
 * Adds `cost` to the counter of `key` in the current fixed window and tells whether the budget
 * still holds. One atomic upsert, so concurrent requests on any instance cannot both slip under.
 */
export async function consume(
  db: Database,
  key: string,
  cost: number,
  { limit, windowSeconds }: RateLimit,
  now: Date = new Date(),
): Promise<{ allowed: boolean; count: number }> {
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart, count: cost })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + ${cost}` },
    })
    .returning({ count: rateLimitCounters.count });
  const count = row?.count ?? cost;
  return { allowed: count <= limit, count };
}

/** Drops windows that ended long ago; called now and then so the table stays small. */
export async function pruneCounters(db: Database, olderThan: Date): Promise<void> {
  await db.delete(rateLimitCounters).where(sql`${rateLimitCounters.windowStart} < ${olderThan}`);
}
