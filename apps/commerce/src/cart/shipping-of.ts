import { quoteShipping, type ShippingQuote } from '@shop/shop-rules';

type ShippedLine = {
  quantity: number;
  item: { variant: { priceCents: number }; tags: readonly string[]; isGiftCard: boolean };
};

/**
 * The shipping rule (shop-rules `quoteShipping`, decision 0017) applied to a cart's lines: one basis
 * for the cart's delivery groups and the order the checkout places, so both charge the same.
 * `cartTotalCents` is the goods after discounts, before gift-card codes.
 */
export function shippingOf(lines: readonly ShippedLine[], cartTotalCents: number): ShippingQuote {
  return quoteShipping({
    lines: lines.map(({ quantity, item }) => ({
      unitPriceCents: item.variant.priceCents,
      quantity,
      tags: item.tags,
      isGiftCard: item.isGiftCard,
    })),
    cartTotalCents,
  });
}
