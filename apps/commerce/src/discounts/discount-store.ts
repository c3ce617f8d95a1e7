import { inArray } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { type DiscountDefinition, normalizeDiscountCode } from './discount-rules.ts';
import { discountCodes } from './discount-tables.ts';

/** The definitions of the given codes, keyed by normalised code; unknown codes are absent. */
export async function findDiscounts(
  db: Database,
  codes: readonly string[],
): Promise<Map<string, DiscountDefinition>> {
  const normalized = [...new Set(codes.map(normalizeDiscountCode))];
  if (normalized.length === 0) return new Map();
  const rows = await db.select().from(discountCodes).where(inArray(discountCodes.code, normalized));
  return new Map(rows.map((row) => [row.code, row]));
}
