import { quoteShipping, type ShippingQuote } from '@shop/shop-rules';
import type { CartFragment } from '@shop/storefront-api';

/**
 * The one adapter from the API's `Cart` fragment to what the minicart and the cart page show (no
 * `nodes`, amounts in cents). Plain functions without zod: the browser re-applies pending changes to
 * this shape for the optimistic badge, lines and shipping.
 */

export type CartLineView = {
  id: string;
  merchandiseId: string;
  productId: string;
  handle: string;
  title: string;
  /** The variant's meaningful title ("250 g / Bohne"), or null for a product's only variant. */
  variantTitle: string | null;
  vendor: string;
  productType: string;
  sku: string | null;
  image: { url: string; altText: string | null } | null;
  quantity: number;
  unitPriceCents: number;
  compareAtUnitPriceCents: number | null;
  /** Price × quantity, before the line's discounts. */
  subtotalCents: number;
  /** After the line's discounts. */
  totalCents: number;
  discounts: { code: string | null; amountCents: number }[];
  tags: string[];
  isGiftCard: boolean;
};

export type CartView = {
  id: string;
  checkoutUrl: string;
  currencyCode: string;
  totalQuantity: number;
  lines: CartLineView[];
  /** The lines before any discount. */
  subtotalCents: number;
  /** Each applied code's whole amount; the lines' `discounts` are the same amounts split over them. */
  cartDiscounts: { code: string | null; amountCents: number }[];
  discountCodes: { code: string; applicable: boolean }[];
  giftCards: { id: string; lastCharacters: string; amountUsedCents: number }[];
  /** What the goods cost after discounts, before gift cards pay and without shipping. */
  goodsCents: number;
  shipping: ShippingQuote;
  /** Goods plus shipping less what gift cards pay: what the checkout will charge. */
  totalCents: number;
};

export const toCents = (amount: string | number): number => Math.round(Number(amount) * 100);

/** A variant title of 'Default Title' or empty says nothing (spec section 3). */
function meaningfulTitle(title: string): string | null {
  return title === '' || title === 'Default Title' ? null : title;
}

type Allocation = CartFragment['discountAllocations'][number];

function discountOf(allocation: Allocation): { code: string | null; amountCents: number } {
  return {
    code: allocation.__typename === 'CartCodeDiscountAllocation' ? allocation.code : null,
    amountCents: toCents(allocation.discountedAmount.amount),
  };
}

/** Totals and shipping from lines and codes; also what the optimistic cart recomputes. */
export type CartParts = Omit<
  CartView,
  'totalQuantity' | 'subtotalCents' | 'goodsCents' | 'shipping' | 'totalCents'
>;

export function withTotals(cart: CartParts): CartView {
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const subtotalCents = sum(cart.lines.map((line) => line.subtotalCents));
  const goodsCents = sum(cart.lines.map((line) => line.totalCents));
  const shipping = quoteShipping({ lines: cart.lines, cartTotalCents: goodsCents });
  const giftCardsCents = sum(cart.giftCards.map((g) => g.amountUsedCents));
  return {
    ...cart,
    totalQuantity: sum(cart.lines.map((line) => line.quantity)),
    subtotalCents,
    goodsCents,
    shipping,
    totalCents: Math.max(0, goodsCents + shipping.feeCents - giftCardsCents),
  };
}

export function toCartView(cart: CartFragment): CartView {
  const lines = cart.lines.nodes.map((line): CartLineView => {
    const variant = line.merchandise;
    return {
      id: line.id,
      merchandiseId: variant.id,
      productId: variant.product.id,
      handle: variant.product.handle,
      title: variant.product.title,
      variantTitle: meaningfulTitle(variant.title),
      vendor: variant.product.vendor,
      productType: variant.product.productType,
      sku: variant.sku,
      image: variant.image,
      quantity: line.quantity,
      unitPriceCents: toCents(line.cost.amountPerQuantity.amount),
      compareAtUnitPriceCents: line.cost.compareAtAmountPerQuantity
        ? toCents(line.cost.compareAtAmountPerQuantity.amount)
        : null,
      subtotalCents: toCents(line.cost.subtotalAmount.amount),
      totalCents: toCents(line.cost.totalAmount.amount),
      discounts: line.discountAllocations.map(discountOf),
      tags: variant.product.tags,
      isGiftCard: variant.product.isGiftCard,
    };
  });
  const view = withTotals({
    id: cart.id,
    checkoutUrl: cart.checkoutUrl,
    currencyCode: cart.cost.subtotalAmount.currencyCode,
    lines,
    cartDiscounts: cart.discountAllocations.map(discountOf),
    discountCodes: cart.discountCodes,
    giftCards: cart.appliedGiftCards.map((card) => ({
      id: card.id,
      lastCharacters: card.lastCharacters,
      amountUsedCents: toCents(card.presentmentAmountUsed.amount),
    })),
  });
  // The API's own figures win where it has them; the shipping is ours (the API has no shipping yet).
  return { ...view, totalQuantity: cart.totalQuantity };
}
