import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { queryRows } from '../db/query-rows.ts';
import { rateLimitBuckets } from './rate-limit-tables.ts';

/** At most `limit` in any `windowSeconds`, refilled evenly: one more every window / limit. */
export type RateLimit = { limit: number; windowSeconds: number };

const result = z.object({ allowed: z.boolean(), fresh: z.boolean() });

/**
 * Takes `cost` tokens from the bucket of `key` if it holds them (decision 0026). A full bucket
 * holds `limit` tokens and refills one every `window / limit`, so there is no window edge at
 * which twice the budget gets through. One atomic upsert, so concurrent requests on any
 * instance cannot both slip under; a refused attempt takes nothing.
 */
export async function consume(
  db: Database,
  key: string,
  cost: number,
  { limit, windowSeconds }: RateLimit,
  now: Date = new Date(),
): Promise<{ allowed: boolean; fresh: boolean }> {
  const windowMs = windowSeconds * 1000;
  const costMs = (cost * windowMs) / limit;
  const start = sql`greatest(${rateLimitBuckets.fullAt}, ${now.toISOString()}::timestamptz)`;
  const moved = sql`${start} + ${costMs} * interval '1 millisecond'`;
  const fits = sql`${moved} <= ${now.toISOString()}::timestamptz + ${windowMs} * interval '1 millisecond'`;
  const [row] = await queryRows(
    db,
    sql`insert into ${rateLimitBuckets} (key, full_at, allowed)
        values (${key}, ${new Date(now.getTime() + (costMs <= windowMs ? costMs : 0)).toISOString()}::timestamptz, ${costMs <= windowMs})
        on conflict (key) do update set
          full_at = case when ${fits} then ${moved} else ${rateLimitBuckets.fullAt} end,
          allowed = ${fits}
        returning allowed, (xmax = 0) as fresh`,
    result,
  );
  return row ?? { allowed: false, fresh: false };
}

/** Drops buckets that have been full for long; called now and then so the table stays small. */
export async function pruneBuckets(db: Database, fullBefore: Date): Promise<void> {
  await db.delete(rateLimitBuckets).where(sql`${rateLimitBuckets.fullAt} < ${fullBefore}`);
}
