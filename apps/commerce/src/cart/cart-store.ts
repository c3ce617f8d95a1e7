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

export async function findCart(db: Database, token: string): Promise<CartRecord | undefined> {
  const rows = await db.select().from(carts).where(eq(carts.token, token)).limit(1);
  return rows[0];
}

/**
 * Locks the cart's row until the transaction ends and marks it changed, in one statement: the
 * UPDATE takes the row lock, so concurrent mutations of one cart run one after the other and each
 * reads the lines the previous one committed. Unknown tokens return undefined.
 */
export async function lockCart(tx: Database, token: string): Promise<CartRecord | undefined> {
  const rows = await tx
    .update(carts)
    .set({ updatedAt: sql`now()` })
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
      'note' | 'attributes' | 'discountCodes' | 'giftCardIds' | 'buyerEmail' | 'buyerCountryCode'
    >
  >,
): Promise<CartRecord | undefined> {
  const rows = await tx
    .update(carts)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(carts.token, token))
    .returning();
  return rows[0];
}

export type DesiredLine = { variantId: number; quantity: number; attributes: CartAttribute[] };

/**
 * Writes the difference between the cart's current lines and the desired ones, keyed by variant,
 * and returns the lines as saved, oldest first.
 */
export async function saveLines(
  tx: Database,
  token: string,
  current: readonly CartLineRecord[],
  desired: readonly DesiredLine[],
): Promise<CartLineRecord[]> {
  const saved: CartLineRecord[] = [];
  const wanted = new Map(desired.map((line) => [line.variantId, line]));
  const gone = current.filter((line) => !wanted.has(line.variantId)).map((line) => line.id);
  if (gone.length > 0) await tx.delete(cartLines).where(inArray(cartLines.id, gone));
  const existing = new Map(current.map((line) => [line.variantId, line]));
  const fresh: (typeof cartLines.$inferInsert)[] = [];
  for (const line of desired) {
    const before = existing.get(line.variantId);
    if (!before) {
      fresh.push({ cartToken: token, ...line });
      continue;
    }
    saved.push({ ...before, quantity: line.quantity, attributes: line.attributes });
    if (
      before.quantity !== line.quantity ||
      JSON.stringify(before.attributes) !== JSON.stringify(line.attributes)
    ) {
      await tx
        .update(cartLines)
        .set({ quantity: line.quantity, attributes: line.attributes })
        .where(and(eq(cartLines.id, before.id), eq(cartLines.cartToken, token)));
    }
  }
  if (fresh.length > 0) saved.push(...(await tx.insert(cartLines).values(fresh).returning()));
  return saved.sort((a, b) => a.id - b.id);
}
