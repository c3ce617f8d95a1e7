import { type ShippingQuote, vatRatePercent } from '@shop/shop-rules';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { priceCart } from '../cart/cart-pricing.ts';
import type { CartLineRecord, CartRecord } from '../cart/cart-store.ts';
import { shippingOf } from '../cart/shipping-of.ts';
import { products, productVariants } from '../catalog/catalog-tables.ts';
import type { Database } from '../db/database.ts';
import { normalizeDiscountCode } from '../discounts/discount-rules.ts';
import { findDiscounts } from '../discounts/discount-store.ts';
import { discountCodes } from '../discounts/discount-tables.ts';
import { isUsable } from '../gift-cards/gift-card-store.ts';
import { giftCards } from '../gift-cards/gift-card-tables.ts';
import type { Localized } from '../seed/catalog-types.ts';
import { discountCodeUses, type OrderVat } from './order-tables.ts';
import { orderVat } from './order-vat.ts';

/** A cart line as an order would take it: the catalogue's row read now, and its priced amounts. */
export type QuoteLine = {
  variantId: number;
  productId: number;
  sku: string;
  productTitle: Localized;
  variantTitle: Localized;
  quantity: number;
  unitPriceCents: number;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  isGiftCard: boolean;
  /** The VAT rate included in its price, by the product's category (decision 0051). */
  vatRatePercent: number;
  /** How many may be ordered now: the stock, or unlimited on backorder; 0 when not for sale. */
  orderable: number;
};

export type QuoteGiftCard = { id: number; lastCharacters: string; cents: number };

/**
 * What a cart costs if ordered now, shipping included: the cart's own pricing (cart-pricing.ts),
 * the shipping rule of decision 0017 on the total after discounts, then the applied gift cards in
 * their order on everything, shipping too. Integer cents throughout.
 */
export type OrderQuote = {
  lines: QuoteLine[];
  subtotalCents: number;
  discounts: { code: string; cents: number }[];
  /** Every code of the cart, and whether it applies to this order. */
  discountCodes: { code: string; applicable: boolean }[];
  /** Once-per-customer codes of the cart that this e-mail address has used already. */
  usedCodes: string[];
  discountCents: number;
  shipping: ShippingQuote;
  giftCards: QuoteGiftCard[];
  giftCardCents: number;
  /** Left to pay by invoice or prepayment. */
  totalCents: number;
  /** The VAT included, per rate (order-vat.ts). */
  vat: OrderVat[];
};

type QuoteOptions = {
  /** Lower-cased buyer e-mail: once-per-customer codes it has used do not apply. */
  email?: string | undefined;
  now: Date;
  /** Inside the order's transaction: lock the gift cards so two orders cannot spend one balance. */
  lockGiftCards?: boolean;
};

const isDefaultTitle = (title: Localized) => title.de === 'Default Title';

async function readMerchandise(db: Database, variantIds: number[]) {
  if (variantIds.length === 0) return new Map<number, never>();
  const rows = await db
    .select({
      variant: productVariants,
      productTitle: products.title,
      tags: products.tags,
      isGiftCard: products.isGiftCard,
      category: products.category,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.id, variantIds));
  return new Map(rows.map((row) => [row.variant.id, row]));
}

async function readGiftCards(db: Database, ids: readonly number[], lock: boolean) {
  if (ids.length === 0) return [];
  const query = db
    .select()
    .from(giftCards)
    .where(inArray(giftCards.id, [...ids]))
    .orderBy(asc(giftCards.id));
  // Locked in id order, so two orders sharing cards wait for each other instead of deadlocking.
  const rows = lock ? await query.for('update') : await query;
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The cart's once-per-customer codes that this address has used in an earlier order. */
async function usedOncePerCustomer(
  db: Database,
  codes: readonly string[],
  email: string | undefined,
): Promise<Set<string>> {
  const normalized = [...new Set(codes.map(normalizeDiscountCode))];
  if (!email || normalized.length === 0) return new Set();
  const rows = await db
    .select({ code: discountCodes.code })
    .from(discountCodeUses)
    .innerJoin(discountCodes, eq(discountCodes.id, discountCodeUses.discountCodeId))
    .where(
      and(
        eq(discountCodeUses.email, email),
        eq(discountCodes.oncePerCustomer, true),
        inArray(discountCodes.code, normalized),
      ),
    );
  return new Set(rows.map((row) => row.code));
}

/** Prices a cart for checkout from the database as it is now (on the order's transaction, if given). */
export async function quoteOrder(
  db: Database,
  cart: CartRecord,
  cartLines: readonly CartLineRecord[],
  options: QuoteOptions,
): Promise<OrderQuote> {
  // One after another: inside the order's transaction they share one connection.
  const merchandise = await readMerchandise(
    db,
    cartLines.map((line) => line.variantId),
  );
  const allDefinitions = await findDiscounts(db, cart.discountCodes);
  const cards = await readGiftCards(db, cart.giftCardIds, options.lockGiftCards ?? false);
  const usedCodes = await usedOncePerCustomer(db, cart.discountCodes, options.email);
  const definitions = new Map([...allDefinitions].filter(([, d]) => !usedCodes.has(d.code)));
  // A line whose variant has left the catalogue cannot be bought, as in the cart.
  const known = cartLines.flatMap((line) => {
    const item = merchandise.get(line.variantId);
    return item ? [{ line, item }] : [];
  });
  const pricing = priceCart(
    known.map(({ line, item }) => ({
      lineId: line.id,
      quantity: line.quantity,
      priceCents: item.variant.priceCents,
      isGiftCard: item.isGiftCard,
      vatRatePercent: vatRatePercent(item.category),
    })),
    cart.discountCodes,
    definitions,
    [],
    options.now,
  );
  const lines: QuoteLine[] = known.map(({ line, item }, i) => {
    const priced = pricing.lines[i];
    const subtotalCents = priced?.subtotalCents ?? 0;
    const totalCents = priced?.totalCents ?? 0;
    const { variant } = item;
    return {
      variantId: variant.id,
      productId: variant.productId,
      sku: variant.sku,
      productTitle: item.productTitle,
      variantTitle: isDefaultTitle(variant.title) ? { de: '', en: '', da: '' } : variant.title,
      quantity: line.quantity,
      unitPriceCents: variant.priceCents,
      subtotalCents,
      discountCents: subtotalCents - totalCents,
      totalCents,
      isGiftCard: item.isGiftCard,
      vatRatePercent: vatRatePercent(item.category),
      orderable: !variant.availableForSale
        ? 0
        : variant.currentlyNotInStock
          ? Number.POSITIVE_INFINITY
          : Math.max(variant.stock, 0),
    };
  });
  const goodsCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  const shipping = shippingOf(
    known.map(({ line, item }) => ({ quantity: line.quantity, item })),
    goodsCents,
  );
  let toPay = goodsCents + shipping.feeCents;
  const used: QuoteGiftCard[] = [];
  for (const card of cards) {
    if (!isUsable(card, options.now)) continue;
    const cents = Math.min(card.balanceCents, toPay);
    if (cents <= 0) continue;
    toPay -= cents;
    used.push({ id: card.id, lastCharacters: card.lastCharacters, cents });
  }
  return {
    lines,
    subtotalCents: pricing.subtotalCents,
    discounts: pricing.discountAllocations,
    discountCodes: pricing.discountCodes,
    usedCodes: [...usedCodes],
    discountCents: pricing.discountAllocations.reduce((sum, d) => sum + d.cents, 0),
    shipping,
    giftCards: used,
    giftCardCents: used.reduce((sum, card) => sum + card.cents, 0),
    totalCents: toPay,
    vat: orderVat(lines, shipping.feeCents),
  };
}
