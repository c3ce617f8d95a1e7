import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { cartLines, carts } from '../cart/cart-tables.ts';
import { productVariants } from '../catalog/catalog-tables.ts';
import type { Database } from '../db/database.ts';
import { queryRows } from '../db/query-rows.ts';
import { normalizeDiscountCode } from '../discounts/discount-rules.ts';
import { discountCodes } from '../discounts/discount-tables.ts';
import { localize } from '../i18n/language.ts';
import { type OrderQuote, quoteOrder } from './order-quote.ts';
import { findEarlierOrder, insertOrder, type OrderWithLines } from './order-store.ts';
import {
  discountCodeUses,
  type OrderAddress,
  type OrderLanguage,
  type PaymentMethod,
} from './order-tables.ts';

export type PlaceOrderInput = {
  cartToken: string;
  /** From the checkout form; the same key again answers the order it made. */
  idempotencyKey: string;
  email: string;
  language: OrderLanguage;
  shippingAddress: OrderAddress;
  billingAddress: OrderAddress | null;
  paymentMethod: Exclude<PaymentMethod, 'gift_card'>;
  /** What the visitor was shown; a different total now asks them to look again instead of charging it. */
  expectedTotalCents?: number | undefined;
  now?: Date;
};

const idRow = z.object({ id: z.coerce.number().int() });

export type ShortLine = { title: string; requested: number; available: number };

export type PlaceOrderResult =
  | {
      kind: 'placed';
      order: OrderWithLines /** False when a repeated submit found its order. */;
      fresh: boolean;
    }
  | { kind: 'unknown-cart' }
  | { kind: 'empty-cart' }
  | { kind: 'out-of-stock'; lines: ShortLine[] }
  | { kind: 'code-used'; codes: string[] }
  | { kind: 'total-changed'; quote: OrderQuote };

/** Thrown inside the transaction to roll back every write of an order that cannot be placed. */
class NotPlaced extends Error {
  readonly result: Exclude<PlaceOrderResult, { kind: 'placed' }>;
  constructor(result: Exclude<PlaceOrderResult, { kind: 'placed' }>) {
    super(`order not placed: ${result.kind}`);
    this.result = result;
  }
}

/**
 * Takes the stock of every line, in variant-id order (so two orders sharing variants wait for each
 * other instead of deadlocking). A line without enough stock refuses the order; stock never goes
 * below zero, and a variant that sells out without backorder is no longer for sale.
 */
async function takeStock(tx: Database, quote: OrderQuote, language: OrderLanguage): Promise<void> {
  const wanted = new Map<number, number>();
  for (const line of quote.lines)
    wanted.set(line.variantId, (wanted.get(line.variantId) ?? 0) + line.quantity);
  const ids = [...wanted.keys()].sort((a, b) => a - b);
  const rows = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(inArray(productVariants.id, ids))
    .orderBy(productVariants.id)
    .for('update');
  const short: ShortLine[] = [];
  const values = sql.join(
    ids.map((id) => sql`(${id}::integer, ${wanted.get(id) ?? 0}::integer)`),
    sql`, `,
  );
  const taken = await queryRows(
    tx,
    sql`
    UPDATE product_variants v SET
      stock = greatest(v.stock - d.quantity, 0),
      available_for_sale = v.currently_not_in_stock OR v.stock - d.quantity > 0
    FROM (VALUES ${values}) AS d(id, quantity)
    WHERE v.id = d.id AND v.available_for_sale AND (v.currently_not_in_stock OR v.stock >= d.quantity)
    RETURNING v.id`,
    idRow,
  );
  const takenIds = new Set(taken.map((row) => row.id));
  if (takenIds.size === ids.length && rows.length === ids.length) return;
  const now = await tx
    .select({
      id: productVariants.id,
      stock: productVariants.stock,
      forSale: productVariants.availableForSale,
    })
    .from(productVariants)
    .where(inArray(productVariants.id, ids));
  const stockOf = new Map(now.map((row) => [row.id, row.forSale ? Math.max(row.stock, 0) : 0]));
  for (const line of quote.lines) {
    if (takenIds.has(line.variantId)) continue;
    const title = [localize(line.productTitle, language), localize(line.variantTitle, language)]
      .filter(Boolean)
      .join(' – ');
    short.push({ title, requested: line.quantity, available: stockOf.get(line.variantId) ?? 0 });
  }
  throw new NotPlaced({ kind: 'out-of-stock', lines: short });
}

/** Spends the gift cards' amounts; their rows are locked since the quote read them. */
async function spendGiftCards(tx: Database, quote: OrderQuote): Promise<void> {
  for (const card of quote.giftCards) {
    await tx.execute(
      sql`UPDATE gift_cards SET balance_cents = balance_cents - ${card.cents} WHERE id = ${card.id}`,
    );
  }
}

async function markCodesUsed(tx: Database, email: string, orderId: number, codes: string[]): Promise<void> {
  if (codes.length === 0) return;
  const rows = await tx
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(
      and(
        eq(discountCodes.oncePerCustomer, true),
        inArray(discountCodes.code, codes.map(normalizeDiscountCode)),
      ),
    );
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return;
  const inserted = await tx
    .insert(discountCodeUses)
    .values(ids.map((discountCodeId) => ({ discountCodeId, email, orderId })))
    .onConflictDoNothing()
    .returning();
  // Another order of this address used the code in the meantime.
  if (inserted.length !== ids.length) throw new NotPlaced({ kind: 'code-used', codes });
}

/** An order placed before, by this submit or by another one of the same cart: one statement. */
function earlierOrder(db: Database, input: PlaceOrderInput): Promise<OrderWithLines | undefined> {
  return findEarlierOrder(db, input.idempotencyKey, input.cartToken);
}

/**
 * Places the order of a cart in one transaction: the cart's row is locked, the order is priced
 * from the database as it is now, stock is taken, gift cards are spent, once-per-customer codes are
 * marked used for the e-mail address, the order with its lines is written and the cart is deleted,
 * so it answers null from then on. Either all of it happens or none.
 */
export async function placeOrder(db: Database, input: PlaceOrderInput): Promise<PlaceOrderResult> {
  const before = await earlierOrder(db, input);
  if (before) return { kind: 'placed', order: before, fresh: false };
  const now = input.now ?? new Date();
  const email = input.email.trim().toLowerCase();
  try {
    const order = await db.transaction(async (tx) => {
      const [cart] = await tx.select().from(carts).where(eq(carts.token, input.cartToken)).for('update');
      if (!cart) {
        // A submit that waited for this cart's lock while another one placed its order.
        const placed = await earlierOrder(tx, input);
        if (placed) return { order: placed, fresh: false };
        throw new NotPlaced({ kind: 'unknown-cart' });
      }
      const lines = await tx
        .select()
        .from(cartLines)
        .where(eq(cartLines.cartToken, cart.token))
        .orderBy(cartLines.id);
      const quote = await quoteOrder(tx, cart, lines, { email, now, lockGiftCards: true });
      if (quote.lines.length === 0) throw new NotPlaced({ kind: 'empty-cart' });
      if (quote.usedCodes.length > 0) throw new NotPlaced({ kind: 'code-used', codes: quote.usedCodes });
      if (input.expectedTotalCents !== undefined && input.expectedTotalCents !== quote.totalCents) {
        throw new NotPlaced({ kind: 'total-changed', quote });
      }
      await takeStock(tx, quote, input.language);
      await spendGiftCards(tx, quote);
      const placed = await insertOrder(
        tx,
        {
          idempotencyKey: input.idempotencyKey,
          cartToken: cart.token,
          email,
          language: input.language,
          shippingAddress: input.shippingAddress,
          billingAddress: input.billingAddress,
          shippingMethod: quote.shipping.method,
          shippingCents: quote.shipping.feeCents,
          paymentMethod: quote.totalCents === 0 ? 'gift_card' : input.paymentMethod,
          subtotalCents: quote.subtotalCents,
          discountCents: quote.discountCents,
          giftCardCents: quote.giftCardCents,
          totalCents: quote.totalCents,
          discounts: quote.discounts,
          giftCards: quote.giftCards,
          vat: quote.vat,
          termsAcceptedAt: now,
          createdAt: now,
        },
        quote.lines.map((line, position) => ({
          position,
          variantId: line.variantId,
          productId: line.productId,
          sku: line.sku,
          productTitle: localize(line.productTitle, input.language),
          variantTitle: localize(line.variantTitle, input.language),
          quantity: line.quantity,
          unitPriceCents: line.unitPriceCents,
          subtotalCents: line.subtotalCents,
          discountCents: line.discountCents,
          totalCents: line.totalCents,
        })),
      );
      await markCodesUsed(
        tx,
        email,
        placed.id,
        quote.discounts.map((d) => d.code),
      );
      await tx.delete(carts).where(eq(carts.token, cart.token));
      return { order: placed, fresh: true };
    });
    return { kind: 'placed', ...order };
  } catch (error) {
    if (error instanceof NotPlaced) return error.result;
    throw error;
  }
}
