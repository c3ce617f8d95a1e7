import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { type CartAttribute, cartLines, carts } from './cart-tables.ts';

export type CartRecord = typeof carts.$inferSelect;
export type CartLineRecord = typeof cartLines.$inferSelect;

export async function insertCart(db: Database, values: typeof carts.$inferInsert): Promise<CartRecord> {
  const [row] = await db.insert(carts).values(values).returning();
  if (!row) throw new Error('Inserting a cart returned no row');
  return row;
}

/**
 * Locks the cart's row until the transaction ends and marks it changed, in one statement: the
 * UPDATE takes the row lock, so concurrent mutations of one cart run one after the other and each
 * reads the lines the previous one committed. Unknown tokens return undefined.
 */
export async function lockCart(tx: Database, token: string): Promise<CartRecord | undefined> {
  const rows = await tx
    .update(carts)
    .set({ updatedAt: sql`now()`, version: sql`${carts.version} + 1` })
    .where(eq(carts.token, token))
    .returning();
  return rows[0];
}

export async function listLines(db: Database, token: string): Promise<CartLineRecord[]> {
  return db.select().from(cartLines).where(eq(cartLines.cartToken, token)).orderBy(asc(cartLines.id));
}

export async function updateCart(
  tx: Database,
  token: string,
  patch: Partial<
    Pick<
      CartRecord,
      | 'note'
      | 'attributes'
      | 'discountCodes'
      | 'giftCardIds'
      | 'buyerEmail'
      | 'buyerCountryCode'
      | 'buyerPhone'
      | 'deliveryAddresses'
      | 'deliveryOptionHandle'
      | 'metafields'
    >
  >,
): Promise<CartRecord | undefined> {
  const rows = await tx
    .update(carts)
    .set({ ...patch, updatedAt: sql`now()`, version: sql`${carts.version} + 1` })
    .where(eq(carts.token, token))
    .returning();
  return rows[0];
}

export type DesiredLine = { variantId: number; quantity: number; attributes: CartAttribute[] };

/** What turns a cart's current lines into the desired ones, keyed by variant. */
export type LineDiff = {
  /** Ids of lines whose variant is no longer wanted. */
  gone: number[];
  /** Lines that stay, as they will be; `changed` are those of them that need a write. */
  kept: CartLineRecord[];
  changed: CartLineRecord[];
  /** Lines of variants the cart does not hold yet, in the order asked for. */
  fresh: DesiredLine[];
};

export function diffLines(current: readonly CartLineRecord[], desired: readonly DesiredLine[]): LineDiff {
  const wanted = new Set(desired.map((line) => line.variantId));
  const existing = new Map(current.map((line) => [line.variantId, line]));
  const diff: LineDiff = {
    gone: current.filter((line) => !wanted.has(line.variantId)).map((line) => line.id),
    kept: [],
    changed: [],
    fresh: [],
  };
  for (const line of desired) {
    const before = existing.get(line.variantId);
    if (!before) {
      diff.fresh.push(line);
      continue;
    }
    const after = { ...before, quantity: line.quantity, attributes: line.attributes };
    diff.kept.push(after);
    if (
      before.quantity !== line.quantity ||
      JSON.stringify(before.attributes) !== JSON.stringify(line.attributes)
    ) {
      diff.changed.push(after);
    }
  }
  return diff;
}

/**
 * Writes the difference between the cart's current lines and the desired ones, within the
 * cart's locked transaction, and returns the lines as saved, oldest first.
 */
export async function saveLines(
  tx: Database,
  token: string,
  current: readonly CartLineRecord[],
  desired: readonly DesiredLine[],
): Promise<CartLineRecord[]> {
  const diff = diffLines(current, desired);
  if (diff.gone.length > 0) await tx.delete(cartLines).where(inArray(cartLines.id, diff.gone));
  for (const line of diff.changed) {
    await tx
      .update(cartLines)
      .set({ quantity: line.quantity, attributes: line.attributes })
      .where(and(eq(cartLines.id, line.id), eq(cartLines.cartToken, token)));
  }
  const fresh =
    diff.fresh.length > 0
      ? await tx
          .insert(cartLines)
          .values(diff.fresh.map((line) => ({ cartToken: token, ...line })))
          .returning()
      : [];
  return [...diff.kept, ...fresh].sort((a, b) => a.id - b.id);
}
