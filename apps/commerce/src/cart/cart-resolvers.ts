import { variantView } from '../catalog/views.ts';
import type { Resolvers } from '../graphql/resolvers.ts';
import { operationLanguage } from '../i18n/language.ts';
import { cartGlobalId, toGlobalId } from '../node/global-id.ts';
import { money } from '../shared/money.ts';
import { pageLines } from './cart-lines-page.ts';
import type { CodeAllocation } from './cart-pricing.ts';
import { findCart } from './cart-service.ts';
import type { CartAttribute } from './cart-tables.ts';
import type { CartLineView } from './cart-view.ts';

const attributeOf = (attributes: readonly CartAttribute[], key: string) =>
  attributes.find((a) => a.key === key) ?? null;

const allocation = ({ code, cents }: CodeAllocation) => ({
  __typename: 'CartCodeDiscountAllocation' as const,
  code,
  discountedAmount: money(cents),
  targetType: 'LINE_ITEM' as const,
});

/** The line's share of the cart's pricing (lines are priced in the order `lines()` gives them). */
async function pricedLine(line: CartLineView) {
  const priced = (await line.cart.pricing()).lines[line.index];
  return { subtotalCents: priced?.subtotalCents ?? 0, totalCents: priced?.totalCents ?? 0, priced };
}

/** Each field reads only what it shows (cart-view.ts): the badge's `totalQuantity` prices nothing. */
export const cartResolvers: Resolvers = {
  QueryRoot: {
    // An unknown, malformed or forged id answers null, as the platform does; never an error.
    cart: (_parent, { id }, context) => findCart(context, id),
  },
  Cart: {
    id: (cart) => cartGlobalId(cart.credentials),
    // The checkout (checkout/checkout-route.ts) opens in the language the client asked in.
    checkoutUrl: (cart, _args, context, info) =>
      `${context.config.publicUrl}/checkouts/${cart.record.token}?lang=${operationLanguage(info)}`,
    createdAt: (cart) => cart.record.createdAt.toISOString(),
    updatedAt: (cart) => cart.record.updatedAt.toISOString(),
    note: (cart) => cart.record.note,
    attributes: (cart) => cart.record.attributes,
    attribute: (cart, { key }) => attributeOf(cart.record.attributes, key),
    buyerIdentity: (cart) => ({
      customer: null,
      email: cart.record.buyerEmail,
      countryCode: cart.record.buyerCountryCode,
      phone: cart.record.buyerPhone,
    }),
    delivery: (cart) => cart.record.deliveryAddresses,
    totalQuantity: async (cart) => (await cart.lines()).reduce((sum, line) => sum + line.record.quantity, 0),
    lines: async (cart, args) => pageLines(await cart.lines(), args),
    cost: async (cart) => {
      const { subtotalCents, totalCents, taxCents } = await cart.pricing();
      return {
        totalTaxAmount: money(taxCents),
        totalDutyAmount: null,
        subtotalAmount: money(subtotalCents),
        totalAmount: money(totalCents),
        checkoutChargeAmount: money(totalCents),
        subtotalAmountEstimated: false,
        totalAmountEstimated: false,
      };
    },
    discountCodes: async (cart) => (await cart.pricing()).discountCodes,
    discountAllocations: async (cart) => (await cart.pricing()).discountAllocations.map(allocation),
    appliedGiftCards: async (cart) =>
      (await cart.pricing()).giftCards.map((card) => ({
        id: toGlobalId('AppliedGiftCard', card.id),
        lastCharacters: card.lastCharacters,
        amountUsed: money(card.usedCents),
        presentmentAmountUsed: money(card.usedCents),
        balance: money(card.balanceCents),
      })),
  },
  BaseCartLine: { __resolveType: () => 'CartLine' },
  CartLine: {
    id: (line) => toGlobalId('CartLine', line.record.id),
    quantity: (line) => line.record.quantity,
    attributes: (line) => line.record.attributes,
    attribute: (line, { key }) => attributeOf(line.record.attributes, key),
    merchandise: (line) => variantView(line.item.variant),
    cost: async (line) => {
      const { variant } = line.item;
      const { subtotalCents, totalCents } = await pricedLine(line);
      return {
        amountPerQuantity: money(variant.priceCents),
        compareAtAmountPerQuantity:
          variant.compareAtPriceCents === null ? null : money(variant.compareAtPriceCents),
        subtotalAmount: money(subtotalCents),
        totalAmount: money(totalCents),
      };
    },
    discountAllocations: async (line) => ((await pricedLine(line)).priced?.allocations ?? []).map(allocation),
  },
  Merchandise: { __resolveType: () => 'ProductVariant' },
};
