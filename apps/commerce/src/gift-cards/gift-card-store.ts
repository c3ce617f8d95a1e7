import { inArray } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { hashGiftCardCode } from './gift-card-code.ts';
import { giftCards } from './gift-card-tables.ts';

export type GiftCardRecord = typeof giftCards.$inferSelect;

/** Looks cards up by code; the map is keyed by the code as given. */
export async function findGiftCardsByCode(
  db: Database,
  codes: readonly string[],
): Promise<Map<string, GiftCardRecord>> {
  if (codes.length === 0) return new Map();
  const byHash = new Map(codes.map((code) => [hashGiftCardCode(code), code]));
  const rows = await db
    .select()
    .from(giftCards)
    .where(inArray(giftCards.codeHash, [...byHash.keys()]));
  const result = new Map<string, GiftCardRecord>();
  for (const row of rows) {
    const code = byHash.get(row.codeHash);
    if (code !== undefined) result.set(code, row);
  }
  return result;
}

export async function findGiftCardsById(db: Database, ids: readonly number[]): Promise<GiftCardRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(giftCards)
    .where(inArray(giftCards.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Whether a card can pay now: it has money left and has not expired (the expiry day counts). */
export function isUsable(card: GiftCardRecord, now: Date): boolean {
  if (card.balanceCents <= 0) return false;
  return card.expiresOn === null || card.expiresOn >= now.toISOString().slice(0, 10);
}
