import {
  freeShippingThresholdCents,
  freightShippingFeeCents,
  shippingClassTags,
  specialShippingFeeCents,
  standardShippingFeeCents,
} from './shipping.ts';

/**
 * The shipping rule of spec sections 4 and 9, the one implementation the cart page, the minicart and
 * the checkout use. Decision 0017 explains the combinations the specification leaves open.
 */

export type ShippingMethod = 'none' | 'standard' | 'special' | 'freight';

export type ShippingLine = {
  /** Price of one unit in cents, before discounts (the specification's "price times quantity"). */
  unitPriceCents: number;
  quantity: number;
  tags: readonly string[];
  /** Gift cards are sent by e-mail: they need no shipping and do not count towards free shipping. */
  isGiftCard: boolean;
};

export type ShippingInput = {
  lines: readonly ShippingLine[];
  /** What the cart costs after discounts, before gift-card codes pay part of it, without shipping. */
  cartTotalCents: number;
};

export type ShippingQuote = {
  method: ShippingMethod;
  feeCents: number;
  /** The cart total less gift-card products: what the free-shipping threshold is compared with. */
  basisCents: number;
  /** Standard shipping only: how much more makes it free (0 once free); null for the other methods. */
  missingForFreeCents: number | null;
};

const freightTags: readonly string[] = [shippingClassTags.freight];
const specialTags: readonly string[] = [
  shippingClassTags.electricalDevice,
  shippingClassTags.electricGrinder,
];

const hasTag = (line: ShippingLine, tags: readonly string[]) => line.tags.some((tag) => tags.includes(tag));

/**
 * One shipping method per order, the most demanding one its lines need: the forwarding agency that
 * brings a machine brings the coffee with it, and a special parcel carries the rest of the order.
 */
export function quoteShipping({ lines, cartTotalCents }: ShippingInput): ShippingQuote {
  const giftCardCents = lines
    .filter((line) => line.isGiftCard)
    .reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const basisCents = Math.max(0, cartTotalCents - giftCardCents);
  const shipped = lines.filter((line) => !line.isGiftCard && line.quantity > 0);

  if (shipped.length === 0) return { method: 'none', feeCents: 0, basisCents, missingForFreeCents: null };
  if (shipped.some((line) => hasTag(line, freightTags))) {
    return { method: 'freight', feeCents: freightShippingFeeCents, basisCents, missingForFreeCents: null };
  }
  if (shipped.some((line) => hasTag(line, specialTags))) {
    return { method: 'special', feeCents: specialShippingFeeCents, basisCents, missingForFreeCents: null };
  }
  // Spec section 4: the fee is added when the basis is not above the threshold.
  const free = basisCents > freeShippingThresholdCents;
  return {
    method: 'standard',
    feeCents: free ? 0 : standardShippingFeeCents,
    basisCents,
    missingForFreeCents: free ? 0 : freeShippingThresholdCents + 1 - basisCents,
  };
}
