import type { Database } from '../db/database.ts';
import { consume, pruneBuckets } from './rate-limiter.ts';

const hour = 3600;

/**
 * Takes one from each of the hourly budgets in turn (decision 0026's token buckets); false as soon
 * as one is spent, leaving the later ones untouched.
 */
export async function withinHourlyBudgets(
  db: Database,
  budgets: readonly { key: string; perHour: number }[],
): Promise<boolean> {
  for (const { key, perHour } of budgets) {
    const { allowed, fresh } = await consume(db, key, 1, { limit: perHour, windowSeconds: hour });
    if (fresh) await pruneBuckets(db, new Date(Date.now() - hour * 1000));
    if (!allowed) return false;
  }
  return true;
}
