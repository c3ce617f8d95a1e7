import {
  CartCreateDocument,
  CartDiscountCodesUpdateDocument,
  CartDocument,
  type CartFragment,
  CartGiftCardCodesRemoveDocument,
  CartGiftCardCodesUpdateDocument,
  CartLinesAddDocument,
  CartLinesRemoveDocument,
  CartLinesUpdateDocument,
  type CartUserErrorFragment,
  type CartWarningFragment,
  StorefrontApiError,
} from '@shop/storefront-api';
import { storefrontMutate } from '../commerce/storefront.server.ts';
import type { Language } from '../i18n/languages.ts';
import type { CartNotice, CartNoticeKey } from './cart-result.ts';
import { type CartView, toCartView } from './cart-view.ts';

export type CartChange =
  | { action: 'LinesAdd'; merchandiseId: string; quantity: number }
  | { action: 'LinesUpdate'; lineId: string; quantity: number }
  | { action: 'LinesRemove'; lineId: string }
  | { action: 'DiscountCodesUpdate'; discountCode: string }
  | { action: 'DiscountCodesUpdate'; removeDiscountCode: string }
  | { action: 'GiftCardCodesUpdate'; giftCardCode: string }
  | { action: 'GiftCardCodesRemove'; appliedGiftCardId: string };

type Context = { cartId: string | null; language: Language; buyerIp: string | undefined };

export type CartOutcome = {
  cart: CartView | null;
  reached: boolean;
  /** The cookie named a cart that is gone (ordered, expired): the browser should forget it. */
  cartGone: boolean;
  errors: CartNotice[];
  warnings: CartNotice[];
  added?: { merchandiseId: string; quantity: number };
};

type Payload = {
  cart: CartFragment | null;
  userErrors: CartUserErrorFragment[];
  warnings: CartWarningFragment[];
};

/** The cart of the cookie, or null when there is none (any more). */
export async function loadCart(cartId: string, language: Language): Promise<CartView | null> {
  const { cart } = await storefrontMutate(CartDocument, { cartId, language: language.code });
  return cart ? toCartView(cart) : null;
}

const errorKeys: Record<string, CartNoticeKey> = {
  INVALID_MERCHANDISE_LINE: 'cart.error.merchandise',
  MAXIMUM_EXCEEDED: 'cart.error.maximum',
};

/** The API's userErrors and warnings as translatable notices next to what the action concerned. */
function notices(payload: Payload, target: string, invalid: CartNoticeKey) {
  const errors = payload.userErrors.map(
    (error): CartNotice => ({ target, key: (error.code && errorKeys[error.code]) || invalid }),
  );
  const warnings = payload.warnings.map((warning): CartNotice => {
    const line = payload.cart?.lines.nodes.find((l) => l.merchandise.id === warning.target);
    return warning.code === 'MERCHANDISE_NOT_ENOUGH_STOCK'
      ? { target: warning.target, key: 'cart.warning.notEnoughStock', count: line?.quantity ?? 0 }
      : { target: warning.target, key: 'cart.warning.outOfStock' };
  });
  return { errors, warnings };
}

/** A mutation's answer for a cart that does not exist (any more): the platform's INVALID on cartId. */
const cartMissing = (payload: Payload) =>
  payload.cart === null && payload.userErrors.some((error) => error.field?.[0] === 'cartId');

function outcomeOf(payload: Payload, target: string, invalid: CartNoticeKey): CartOutcome {
  return {
    cart: payload.cart ? toCartView(payload.cart) : null,
    reached: true,
    cartGone: cartMissing(payload),
    ...notices(payload, target, invalid),
  };
}

async function addLines(
  change: Extract<CartChange, { action: 'LinesAdd' }>,
  { cartId, language, buyerIp }: Context,
): Promise<CartOutcome> {
  const lines = [{ merchandiseId: change.merchandiseId, quantity: change.quantity }];
  const variables = { lines, language: language.code };
  const create = async () => (await storefrontMutate(CartCreateDocument, variables, buyerIp)).cartCreate;
  let payload: Payload | null | undefined = cartId
    ? (await storefrontMutate(CartLinesAddDocument, { ...variables, cartId }, buyerIp)).cartLinesAdd
    : await create();
  // A cookie naming a cart that is gone (ordered, expired) starts a new cart, silently.
  if (cartId && payload && cartMissing(payload)) payload = await create();
  if (!payload) return { cart: null, reached: true, cartGone: false, errors: [], warnings: [] };
  const outcome = outcomeOf(payload, change.merchandiseId, 'cart.error.merchandise');
  const line = outcome.cart?.lines.find((l) => l.merchandiseId === change.merchandiseId);
  // What was added is known exactly only when the stock did not cut it short.
  const exact = outcome.errors.length === 0 && outcome.warnings.length === 0 && line;
  return {
    ...outcome,
    cartGone: false,
    ...(exact ? { added: { merchandiseId: change.merchandiseId, quantity: change.quantity } } : {}),
  };
}

async function changeCodes(
  change: Extract<CartChange, { action: 'DiscountCodesUpdate' }>,
  context: Context & { cartId: string },
): Promise<CartOutcome> {
  const { cartId, language, buyerIp } = context;
  const current = await loadCart(cartId, language);
  if (!current) return { cart: null, reached: true, cartGone: true, errors: [], warnings: [] };
  const codes = current.discountCodes.map((c) => c.code);
  const update = async (discountCodes: string[]) =>
    (
      await storefrontMutate(
        CartDiscountCodesUpdateDocument,
        { cartId, discountCodes, language: language.code },
        buyerIp,
      )
    ).cartDiscountCodesUpdate;
  if ('removeDiscountCode' in change) {
    const kept = codes.filter((c) => c.toUpperCase() !== change.removeDiscountCode.toUpperCase());
    const payload = await update(kept);
    return payload ? outcomeOf(payload, 'discountCode', 'cart.error.code') : { ...missing };
  }
  const entered = change.discountCode;
  const failed: CartOutcome = {
    cart: current,
    reached: true,
    cartGone: false,
    errors: [{ target: 'discountCode', key: 'cart.error.code' }],
    warnings: [],
  };
  if (entered === '') return failed;
  const payload = await update([...codes, entered]);
  if (!payload) return { ...missing };
  const applied = payload.cart?.discountCodes.find((c) => c.code.toUpperCase() === entered.toUpperCase());
  if (payload.userErrors.length > 0 || !applied?.applicable) {
    // A code that does not apply (unknown, expired, below its minimum, used) is not kept on the
    // cart: the visitor sees the message and the cart as it was (decision 0039).
    const reverted = payload.cart ? await update(codes) : null;
    return { ...failed, cart: reverted?.cart ? toCartView(reverted.cart) : current };
  }
  return outcomeOf(payload, 'discountCode', 'cart.error.code');
}

const missing: CartOutcome = { cart: null, reached: true, cartGone: true, errors: [], warnings: [] };

/** Runs one change against the commerce service; an unreachable service keeps what was typed. */
export async function cartChanges(change: CartChange, context: Context): Promise<CartOutcome> {
  try {
    return await run(change, context);
  } catch (error) {
    const throttled = error instanceof StorefrontApiError && /too many/i.test(error.message);
    const target =
      change.action === 'DiscountCodesUpdate'
        ? 'discountCode'
        : change.action === 'GiftCardCodesUpdate'
          ? 'giftCardCode'
          : 'cart';
    return {
      cart: null,
      reached: throttled,
      cartGone: false,
      errors: [{ target, key: throttled ? 'cart.error.throttled' : 'cart.error.unavailable' }],
      warnings: [],
    };
  }
}

async function run(change: CartChange, context: Context): Promise<CartOutcome> {
  if (change.action === 'LinesAdd') return addLines(change, context);
  const { cartId, language, buyerIp } = context;
  // Without a cart there is nothing to change: the placeholder null cart (spec section 7).
  if (!cartId) return { ...missing, cartGone: false };
  const base = { cartId, language: language.code };
  switch (change.action) {
    case 'LinesUpdate': {
      const lines = [{ id: change.lineId, quantity: change.quantity }];
      const payload = (await storefrontMutate(CartLinesUpdateDocument, { ...base, lines })).cartLinesUpdate;
      return payload ? outcomeOf(payload, change.lineId, 'cart.error.line') : { ...missing };
    }
    case 'LinesRemove': {
      const lineIds = [change.lineId];
      const payload = (await storefrontMutate(CartLinesRemoveDocument, { ...base, lineIds })).cartLinesRemove;
      return payload ? outcomeOf(payload, change.lineId, 'cart.error.line') : { ...missing };
    }
    case 'DiscountCodesUpdate':
      return changeCodes(change, { ...context, cartId });
    case 'GiftCardCodesUpdate': {
      const giftCardCodes = change.giftCardCode === '' ? [] : [change.giftCardCode];
      if (giftCardCodes.length === 0) {
        const cart = await loadCart(cartId, language);
        const errors: CartNotice[] = [{ target: 'giftCardCode', key: 'cart.error.giftCard' }];
        return { cart, reached: true, cartGone: cart === null, errors, warnings: [] };
      }
      const variables = { ...base, giftCardCodes };
      const payload = (await storefrontMutate(CartGiftCardCodesUpdateDocument, variables, buyerIp))
        .cartGiftCardCodesUpdate;
      if (payload && payload.userErrors.length > 0 && !cartMissing(payload)) {
        // The refusal carries no cart: show the cart as it is beside the message.
        const cart = await loadCart(cartId, language);
        return { ...outcomeOf(payload, 'giftCardCode', 'cart.error.giftCard'), cart };
      }
      return payload ? outcomeOf(payload, 'giftCardCode', 'cart.error.giftCard') : { ...missing };
    }
    case 'GiftCardCodesRemove': {
      const variables = { ...base, appliedGiftCardIds: [change.appliedGiftCardId] };
      const payload = (await storefrontMutate(CartGiftCardCodesRemoveDocument, variables))
        .cartGiftCardCodesRemove;
      return payload ? outcomeOf(payload, 'giftCard', 'cart.error.invalid') : { ...missing };
    }
  }
}
