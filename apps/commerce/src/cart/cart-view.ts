import type { CatalogLoaders } from '../catalog/catalog-loaders.ts';
import type { Database } from '../db/database.ts';
import { findDiscounts } from '../discounts/discount-store.ts';
import { findGiftCardsById } from '../gift-cards/gift-card-store.ts';
import type { CartCredentials } from './cart-id.ts';
import { type CartPricing, priceCart } from './cart-pricing.ts';
import type { CartLineRecord, CartRecord } from './cart-store.ts';
import { findMerchandise, type Merchandise } from './merchandise.ts';

/** Where a cart's fields read what the cart row does not hold: merchandise, codes, gift cards. */
export type CartReads = { db: Database; loaders: CatalogLoaders };

/** Who is buying, as the cart row holds it. */
export type BuyerIdentityView = {
  customer: null;
  email: string | null;
  countryCode: string | null;
  phone: string | null;
};

/** A line with its merchandise; `index` is its place among the cart's priced lines. */
export type CartLineView = {
  record: CartLineRecord;
  item: Merchandise;
  index: number;
  cart: CartView;
};

/**
 * The parent of a `Cart`: the cart as read or saved, and what its fields need beyond it, read
 * once and only when a field asks. `{ totalQuantity }` costs the cart and the catalogue's
 * (cached) variants; prices, discount codes and gift cards are read for the fields that show them.
 */
export type CartView = {
  record: CartRecord;
  credentials: CartCredentials;
  /** The lines whose merchandise the catalogue still holds, oldest first. */
  lines: () => Promise<CartLineView[]>;
  pricing: () => Promise<CartPricing>;
};

function once<T>(compute: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= compute();
    return pending;
  };
}

/**
 * A cart's view for one answer. `now` decides which discount codes apply; a change passes its
 * own so that the answer prices the cart as the change saw it.
 */
export function cartView(
  reads: CartReads,
  state: { cart: CartRecord; lines: readonly CartLineRecord[] },
  credentials: CartCredentials,
  now: Date = new Date(),
): CartView {
  const { cart } = state;
  const view: CartView = {
    record: cart,
    credentials,
    lines: once(async () => {
      const items = await findMerchandise(
        reads.loaders,
        state.lines.map((line) => line.variantId),
      );
      // A line whose variant has left the catalogue cannot be bought and is not shown.
      return state.lines
        .flatMap((record) => {
          const item = items.get(record.variantId);
          return item ? [{ record, item }] : [];
        })
        .map((line, index) => ({ ...line, index, cart: view }));
    }),
    pricing: once(async () => {
      // Most carts carry no codes: then both look-ups return nothing without a query.
      const [lines, discounts, cards] = await Promise.all([
        view.lines(),
        findDiscounts(reads.db, cart.discountCodes),
        findGiftCardsById(reads.db, cart.giftCardIds),
      ]);
      return priceCart(
        lines.map(({ record, item }) => ({
          lineId: record.id,
          quantity: record.quantity,
          priceCents: item.variant.priceCents,
          isGiftCard: item.isGiftCard,
          vatRatePercent: item.vatRatePercent,
        })),
        cart.discountCodes,
        discounts,
        cards.map((card) => ({
          id: card.id,
          lastCharacters: card.lastCharacters,
          balanceCents: card.balanceCents,
        })),
        now,
      );
    }),
  };
  return view;
}
