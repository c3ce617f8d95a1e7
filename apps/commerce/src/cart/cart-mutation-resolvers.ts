import { normalizeDiscountCode } from '../discounts/discount-rules.ts';
import type { GraphQLContext, Resolvers } from '../graphql/resolvers.ts';
import { limitCodeAttempts } from '../rate-limit/code-attempts.ts';
import * as args from './cart-args.ts';
import { createCart } from './cart-create.ts';
import { parseCartGid } from './cart-id.ts';
import { findCartById, mutateCart, mutateCartLines } from './cart-mutation.ts';
import { addGiftCards, removeGiftCards, setDiscountCodes } from './code-operations.ts';
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
  const found = cartId && kind === 'discount' ? await findCartById(context.db, cartId) : undefined;
  if (found) {
    const present = new Set(found.cart.discountCodes.map(normalizeDiscountCode));
    fresh = fresh.filter((code) => !present.has(code));
  }
  await limitCodeAttempts(context.db, {
    clientAddress: context.clientAddress,
    cartToken: cartId ? (parseCartGid(cartId)?.token ?? null) : null,
    attempts: new Set(fresh).size,
    perMinute: context.config.codeAttemptsPerMinute,
  });
}

export const cartMutationResolvers: Resolvers = {
  Mutation: {
    cartCreate: async (_parent, raw, context) => {
      const input = args.cartInput.parse(raw.input);
      await throttleCodes(
        context,
        null,
        [...(input.discountCodes ?? []), ...(input.giftCardCodes ?? [])],
        'giftCard',
      );
      return createCart(context, input);
    },
    cartLinesAdd: (_parent, raw, context) => {
      const { cartId, lines } = args.linesAddArgs.parse(raw);
      return mutateCartLines(context, cartId, addLines(lines));
    },
    cartLinesUpdate: (_parent, raw, context) => {
      const { cartId, lines } = args.linesUpdateArgs.parse(raw);
      return mutateCartLines(context, cartId, updateLines(lines));
    },
    cartLinesRemove: (_parent, raw, context) => {
      const { cartId, lineIds } = args.linesRemoveArgs.parse(raw);
      return mutateCartLines(context, cartId, removeLines(lineIds));
    },
    cartDiscountCodesUpdate: async (_parent, raw, context) => {
      const { cartId, discountCodes } = args.discountCodesArgs.parse(raw);
      await throttleCodes(context, cartId, discountCodes, 'discount');
      return mutateCart(context, cartId, (tx, cart) => setDiscountCodes(tx, cart, discountCodes));
    },
    cartGiftCardCodesUpdate: async (_parent, raw, context) => {
      const { cartId, giftCardCodes } = args.giftCardCodesArgs.parse(raw);
      await throttleCodes(context, cartId, giftCardCodes, 'giftCard');
      return mutateCart(context, cartId, (tx, cart) => addGiftCards(tx, cart, giftCardCodes, new Date()));
    },
    cartGiftCardCodesRemove: (_parent, raw, context) => {
      const { cartId, appliedGiftCardIds } = args.giftCardRemoveArgs.parse(raw);
      return mutateCart(context, cartId, (tx, cart) => removeGiftCards(tx, cart, appliedGiftCardIds));
    },
    cartNoteUpdate: (_parent, raw, context) => {
      const { cartId, note } = args.noteArgs.parse(raw);
      return mutateCart(context, cartId, (tx, cart) => setNote(tx, cart, note));
    },
    cartAttributesUpdate: (_parent, raw, context) => {
      const { cartId, attributes } = args.attributesArgs.parse(raw);
      return mutateCart(context, cartId, (tx, cart) => mergeAttributes(tx, cart, attributes));
    },
    cartBuyerIdentityUpdate: (_parent, raw, context) => {
      const { cartId, buyerIdentity } = args.buyerIdentityArgs.parse(raw);
      return mutateCart(context, cartId, (tx, cart) => setBuyerIdentity(tx, cart, buyerIdentity));
    },
  },
};
