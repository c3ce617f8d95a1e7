import { asc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { orderLines, orders } from './order-tables.ts';

export type OrderRecord = typeof orders.$inferSelect;
export type OrderLineRecord = typeof orderLines.$inferSelect;
export type OrderWithLines = OrderRecord & { lines: OrderLineRecord[] };

async function withLines(db: Database, order: OrderRecord | undefined): Promise<OrderWithLines | undefined> {
  if (!order) return undefined;
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position));
  return { ...order, lines };
}

/** The order a submit already made: by its idempotency key, or else the one of its cart. */
export async function findEarlierOrder(
  db: Database,
  key: string,
  cartToken: string,
): Promise<OrderWithLines | undefined> {
  const found = await db
    .select()
    .from(orders)
    .where(or(eq(orders.idempotencyKey, key), eq(orders.cartToken, cartToken)));
  // A key reused for another cart does not open that cart's order.
  return withLines(
    db,
    found.find((order) => order.cartToken === cartToken),
  );
}

export async function findOrderByCartToken(db: Database, token: string): Promise<OrderWithLines | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.cartToken, token));
  return withLines(db, order);
}

export async function insertOrder(
  tx: Database,
  values: Omit<typeof orders.$inferInsert, 'number'>,
  lines: Omit<typeof orderLines.$inferInsert, 'orderId'>[],
): Promise<OrderWithLines> {
  const [order] = await tx
    .insert(orders)
    .values({ ...values, number: sql`'KK-' || nextval('order_numbers')` })
    .returning();
  if (!order) throw new Error('Inserting an order returned no row');
  const saved =
    lines.length === 0
      ? []
      : await tx
          .insert(orderLines)
          .values(lines.map((line) => ({ ...line, orderId: order.id })))
          .returning();
  return { ...order, lines: saved };
}
