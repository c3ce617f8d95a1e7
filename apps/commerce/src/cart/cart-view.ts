import type { Database } from '../db/database.ts';
import { findDiscounts } from '../discounts/discount-store.ts';
import { findGiftCardsById } from '../gift-cards/gift-card-store.ts';
import { type CartCredentials, cartGid } from './cart-id.ts';
import { priceCart } from './cart-pricing.ts';
import type { CartLineRecord, CartRecord } from './cart-store.ts';
import type { CartAttribute } from './cart-tables.ts';
import { lineGidOf } from './line-input.ts';
import { findLinesWithMerchandise } from './merchandise-store.ts';
import { type Money, money } from './money.ts';

export type AllocationView = {
  __typename: 'CartCodeDiscountAllocation';
  code: string;
  discountedAmount: Money;
  targetType: 'LINE_ITEM';
};

export type CartLineView = {
  __typename: 'CartLine';
  id: string;
  quantity: number;
  attributes: CartAttribute[];
  cost: {
    amountPerQuantity: Money;
    compareAtAmountPerQuantity: Money | null;
    subtotalAmount: Money;
    totalAmount: Money;
  };
  discountAllocations: AllocationView[];
  /** The parent object of B1's `ProductVariant` resolvers. */
  merchandise: { __typename: 'ProductVariant' } & Record<string, unknown>;
};

export type CartView = {
  id: string;
  checkoutUrl: string;
  createdAt: string;
  updatedAt: string;
  note: string | null;
  attributes: CartAttribute[];
  totalQuantity: number;
  cost: Record<'subtotalAmount' | 'totalAmount' | 'checkoutChargeAmount', Money> & {
    subtotalAmountEstimated: false;
    totalAmountEstimated: false;
  };
  discountCodes: { code: string; applicable: boolean }[];
  discountAllocations: AllocationView[];
  appliedGiftCards: {
    id: string;
    lastCharacters: string;
    amountUsed: Money;
    presentmentAmountUsed: Money;
    balance: Money;
  }[];
  buyerIdentity: { customer: null; email: string | null; countryCode: string | null };
  lineList: CartLineView[];
};

const allocation = (code: string, cents: number): AllocationView => ({
  __typename: 'CartCodeDiscountAllocation',
  code,
  discountedAmount: money(cents),
  targetType: 'LINE_ITEM',
});

/**
 * Builds what the API shows of a cart: prices from the catalogue now, discounts and gift cards
 * applied. Its lines are read unless given (as a change just saved them).
 */
export async function buildCartView(
  db: Database,
  state: { cart: CartRecord; lines?: readonly CartLineRecord[] | undefined },
  credentials: CartCredentials,
  publicUrl: string,
  now: Date = new Date(),
): Promise<CartView> {
  const { cart } = state;
  const lines = await findLinesWithMerchandise(db, cart.token, state.lines);
  // Most carts carry no codes: then the two look-ups are skipped (both return nothing for none).
  const [discounts, cards] = await Promise.all([
    findDiscounts(db, cart.discountCodes),
    findGiftCardsById(db, cart.giftCardIds),
  ]);
  const pricing = priceCart(
    lines.map(({ record, item }) => ({
      lineId: record.id,
      quantity: record.quantity,
      priceCents: item.priceCents,
      isGiftCard: item.isGiftCard,
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
  return {
    id: cartGid(credentials),
    checkoutUrl: `${publicUrl}/checkouts/${cart.token}`,
    createdAt: cart.createdAt.toISOString(),
    updatedAt: cart.updatedAt.toISOString(),
    note: cart.note,
    attributes: cart.attributes,
    totalQuantity: pricing.totalQuantity,
    cost: {
      subtotalAmount: money(pricing.subtotalCents),
      totalAmount: money(pricing.totalCents),
      checkoutChargeAmount: money(pricing.totalCents),
      subtotalAmountEstimated: false,
      totalAmountEstimated: false,
    },
    discountCodes: pricing.discountCodes,
    discountAllocations: pricing.discountAllocations.map((a) => allocation(a.code, a.cents)),
    appliedGiftCards: pricing.giftCards.map((card) => ({
      id: `gid://shopify/AppliedGiftCard/${card.id}`,
      lastCharacters: card.lastCharacters,
      amountUsed: money(card.usedCents),
      presentmentAmountUsed: money(card.usedCents),
      balance: money(card.balanceCents),
    })),
    buyerIdentity: { customer: null, email: cart.buyerEmail, countryCode: cart.buyerCountryCode },
    lineList: lines.map(({ record, item }, i) => {
      const priced = pricing.lines[i];
      return {
        __typename: 'CartLine',
        id: lineGidOf(record.id),
        quantity: record.quantity,
        attributes: record.attributes,
        cost: {
          amountPerQuantity: money(item.priceCents),
          compareAtAmountPerQuantity:
            item.compareAtPriceCents === null ? null : money(item.compareAtPriceCents),
          subtotalAmount: money(priced?.subtotalCents ?? 0),
          totalAmount: money(priced?.totalCents ?? 0),
        },
        discountAllocations: (priced?.allocations ?? []).map((a) => allocation(a.code, a.cents)),
        merchandise: { __typename: 'ProductVariant', ...item.variant },
      };
    }),
  };
}
