import { and, asc, desc, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { orderLines, orders } from '../orders/order-tables.ts';
import { accountSessions, accountSignInTokens } from './account-tables.ts';

export async function saveSignInToken(
  db: Database,
  token: { tokenHash: string; email: string; language: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  // Links that can no longer work are dropped as new ones are made; no scheduled job needed.
  await db
    .delete(accountSignInTokens)
    .where(lt(accountSignInTokens.expiresAt, new Date(now.getTime() - 86_400_000)));
  await db.insert(accountSignInTokens).values(token);
}

/** The unused, unexpired link of a token hash, without using it. */
export async function findUsableToken(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(accountSignInTokens)
    .where(
      and(
        eq(accountSignInTokens.tokenHash, tokenHash),
        isNull(accountSignInTokens.usedAt),
        gt(accountSignInTokens.expiresAt, now),
      ),
    );
  return row;
}

/**
 * Uses a link: one conditional update, so of two requests racing with the same link exactly one
 * gets the address back.
 */
export async function useToken(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .update(accountSignInTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountSignInTokens.tokenHash, tokenHash),
        isNull(accountSignInTokens.usedAt),
        gt(accountSignInTokens.expiresAt, now),
      ),
    )
    .returning({ email: accountSignInTokens.email, language: accountSignInTokens.language });
  return row;
}

export async function createSession(
  db: Database,
  session: { idHash: string; email: string; expiresAt: Date },
  now: Date,
) {
  await db.delete(accountSessions).where(lt(accountSessions.expiresAt, now));
  await db.insert(accountSessions).values(session);
}

export async function findSession(db: Database, idHash: string, now: Date) {
  const [row] = await db
    .select({ email: accountSessions.email })
    .from(accountSessions)
    .where(and(eq(accountSessions.idHash, idHash), gt(accountSessions.expiresAt, now)));
  return row;
}

export async function deleteSession(db: Database, idHash: string): Promise<void> {
  await db.delete(accountSessions).where(eq(accountSessions.idHash, idHash));
}

export type AccountOrder = typeof orders.$inferSelect & { lines: (typeof orderLines.$inferSelect)[] };

/** The customer's latest orders with their lines, newest first. */
export async function ordersOf(db: Database, email: string, limit = 50): Promise<AccountOrder[]> {
  const found = await db
    .select()
    .from(orders)
    .where(eq(orders.email, email))
    .orderBy(desc(orders.createdAt))
    .limit(limit);
  if (found.length === 0) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        found.map((order) => order.id),
      ),
    )
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  return found.map((order) => ({ ...order, lines: lines.filter((line) => line.orderId === order.id) }));
}
