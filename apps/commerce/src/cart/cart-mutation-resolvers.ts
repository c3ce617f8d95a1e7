import { normalizeDiscountCode } from '../discounts/discount-rules.ts';
import type { CartInput, CountryCode } from '../graphql/resolver-types.generated.ts';
import type { GraphQLContext, Resolvers } from '../graphql/resolvers.ts';
import { operationCountry } from '../i18n/language.ts';
import { parseCartGlobalId } from '../node/global-id.ts';
import { limitCodeAttempts } from '../rate-limit/code-attempts.ts';
import { changeCart, changeCartLines, createCart, readCart } from './cart-service.ts';
import { addGiftCards, removeGiftCards, setDiscountCodes } from './code-operations.ts';
import {
  addDeliveryAddresses,
  removeDeliveryAddresses,
  updateDeliveryAddresses,
} from './delivery-operations.ts';
import { selectDeliveryOptionsOfCart } from './delivery-option-selection.ts';
import { mergeAttributes, setBuyerIdentity, setNote } from './detail-operations.ts';
import { addLines, removeLines, updateLines } from './line-operations.ts';

/**
 * Counts code attempts before anything is looked up. Discount codes already on the cart do not
 * count again; gift card codes always count, also when the same text was tried as a discount code.
 */
async function throttleCodes(
  context: GraphQLContext,
  cartId: string | null,
  codes: readonly string[],
  kind: 'discount' | 'giftCard',
): Promise<void> {
  let fresh = codes.map(normalizeDiscountCode).filter((c) => c !== '');
  const found = cartId && kind === 'discount' ? await readCart(context.db, cartId) : undefined;
  if (found) {
    const present = new Set(found.cart.discountCodes.map(normalizeDiscountCode));
    fresh = fresh.filter((code) => !present.has(code));
  }
  await limitCodeAttempts(context.db, {
    clientAddress: context.clientAddress,
    cartToken: cartId ? (parseCartGlobalId(cartId)?.token ?? null) : null,
    attempts: new Set(fresh).size,
    perMinute: context.config.codeAttemptsPerMinute,
  });
}

/**
 * A new cart's buyer country is the operation's `@inContext(country:)` unless the input names one;
 * `ZZ` (an unknown region, Hydrogen's default) names none.
 */
function withContextCountry(input: CartInput, country: CountryCode | null): CartInput {
  if (!country || country === 'ZZ' || input.buyerIdentity?.countryCode) return input;
  return { ...input, buyerIdentity: { ...input.buyerIdentity, countryCode: country } };
}

export const cartMutationResolvers: Resolvers = {
  Mutation: {
    cartCreate: async (_parent, args, context, info) => {
      const input = withContextCountry(args.input ?? {}, operationCountry(info));
      await throttleCodes(
        context,
        null,
        [...(input.discountCodes ?? []), ...(input.giftCardCodes ?? [])],
        'giftCard',
      );
      return createCart(context, input);
    },
    cartLinesAdd: (_parent, { cartId, lines }, context) => {
      return changeCartLines(context, cartId, addLines(lines));
    },
    cartLinesUpdate: (_parent, { cartId, lines }, context) => {
      return changeCartLines(context, cartId, updateLines(lines));
    },
    cartLinesRemove: (_parent, { cartId, lineIds }, context) => {
      return changeCartLines(context, cartId, removeLines(lineIds));
    },
    cartDiscountCodesUpdate: async (_parent, { cartId, discountCodes: codes }, context) => {
      const discountCodes = codes ?? [];
      await throttleCodes(context, cartId, discountCodes, 'discount');
      return changeCart(context, cartId, (tx, cart) => setDiscountCodes(tx, cart, discountCodes));
    },
    cartGiftCardCodesUpdate: async (_parent, { cartId, giftCardCodes }, context) => {
      await throttleCodes(context, cartId, giftCardCodes, 'giftCard');
      return changeCart(context, cartId, (tx, cart) => addGiftCards(tx, cart, giftCardCodes, new Date()));
    },
    cartGiftCardCodesRemove: (_parent, { cartId, appliedGiftCardIds }, context) => {
      return changeCart(context, cartId, (tx, cart) => removeGiftCards(tx, cart, appliedGiftCardIds));
    },
    cartNoteUpdate: (_parent, { cartId, note }, context) => {
      return changeCart(context, cartId, (tx, cart) => setNote(tx, cart, note));
    },
    cartAttributesUpdate: (_parent, { cartId, attributes }, context) => {
      return changeCart(context, cartId, (tx, cart) => mergeAttributes(tx, cart, attributes));
    },
    cartDeliveryAddressesAdd: (_parent, { cartId, addresses }, context) =>
      changeCart(context, cartId, (tx, cart) => addDeliveryAddresses(tx, cart, addresses)),
    cartDeliveryAddressesUpdate: (_parent, { cartId, addresses }, context) =>
      changeCart(context, cartId, (tx, cart) => updateDeliveryAddresses(tx, cart, addresses)),
    cartDeliveryAddressesRemove: (_parent, { cartId, addressIds }, context) =>
      changeCart(context, cartId, (tx, cart) => removeDeliveryAddresses(tx, cart, addressIds)),
    cartSelectedDeliveryOptionsUpdate: (_parent, { cartId, selectedDeliveryOptions }, context) =>
      changeCart(context, cartId, (tx, cart, loaders) =>
        selectDeliveryOptionsOfCart(tx, cart, loaders, selectedDeliveryOptions),
      ),
    cartBuyerIdentityUpdate: (_parent, { cartId, buyerIdentity }, context) => {
      return changeCart(context, cartId, (tx, cart) => setBuyerIdentity(tx, cart, buyerIdentity));
    },
  },
};
