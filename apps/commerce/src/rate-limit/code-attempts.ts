import { createGraphQLError } from 'graphql-yoga';
import type { Database } from '../db/database.ts';
import { consume, pruneBuckets } from './rate-limiter.ts';

export type CodeAttempt = {
  /** The buyer's address key (buyer-address.ts). */
  clientAddress: string;
  /** The cart's token when the cart id was well-formed. */
  cartToken: string | null;
  /** How many codes this call tries; every alias of a request calls again and counts again. */
  attempts: number;
  perMinute: number;
};

/**
 * Counts discount-code and gift-card attempts, one budget for both, per buyer and per cart, so
 * codes cannot be guessed by brute force, from one address or by many addresses against one
 * cart. Beyond the budget the request fails with the platform's THROTTLED error; nothing is
 * looked up. The budget refills evenly (decision 0026), so no window edge lets twice through.
 */
export async function limitCodeAttempts(db: Database, attempt: CodeAttempt): Promise<void> {
  if (attempt.attempts <= 0) return;
  const limit = { limit: attempt.perMinute, windowSeconds: 60 };
  const keys = [`code-attempt:buyer:${attempt.clientAddress}`];
  if (attempt.cartToken) keys.push(`code-attempt:cart:${attempt.cartToken}`);
  for (const key of keys) {
    const { allowed, fresh } = await consume(db, key, attempt.attempts, limit);
    // A new bucket also clears buckets full for an hour, so the table stays small without a
    // scheduled job.
    if (fresh) await pruneBuckets(db, new Date(Date.now() - 3_600_000));
    if (!allowed) {
      throw createGraphQLError('Too many discount or gift card code attempts. Try again in a minute.', {
        extensions: { code: 'THROTTLED' },
      });
    }
  }
}
