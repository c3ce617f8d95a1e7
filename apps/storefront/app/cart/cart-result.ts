import type { CartView } from './cart-view.ts';

/** The form actions of the one cart action (`POST /{lang}/cart`), as Hydrogen's CartForm names them. */
export const cartActions = [
  'LinesAdd',
  'LinesUpdate',
  'LinesRemove',
  'DiscountCodesUpdate',
  'GiftCardCodesUpdate',
  'GiftCardCodesRemove',
] as const;

export type CartActionName = (typeof cartActions)[number];

/** Texts of messages.ts a cart answer can name. */
export type CartNoticeKey =
  | 'cart.error.invalid'
  | 'cart.error.quantity'
  | 'cart.error.merchandise'
  | 'cart.error.maximum'
  | 'cart.error.line'
  | 'cart.error.code'
  | 'cart.error.giftCard'
  | 'cart.error.throttled'
  | 'cart.error.unavailable'
  | 'cart.warning.notEnoughStock'
  | 'cart.warning.outOfStock';

/**
 * A message for the visitor, shown next to what it concerns: a line (by line id or merchandise id),
 * the discount-code or gift-card field, or the cart as a whole.
 */
export type CartNotice = { target: string; key: CartNoticeKey; count?: number };

export type CartActionResult = {
  action: CartActionName | null;
  /** The cart after the action (null: there is none, or the shop could not be reached). */
  cart: CartView | null;
  /** False when the commerce service could not be asked; `cart` then says nothing. */
  reached: boolean;
  errors: CartNotice[];
  warnings: CartNotice[];
  /** What the visitor typed, so a failed action shows it again. */
  fields: Record<string, string>;
  /** LinesAdd: what was asked for and how much of it the cart gained (for analytics). */
  added?: { merchandiseId: string; quantity: number };
};

/** The answer when the browser could not reach the shop: the change did not happen, what was typed stays. */
export function unreachableResult(form: FormData): CartActionResult {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string') fields[name] = value;
  const action = cartActions.find((name) => name === fields.cartAction) ?? null;
  const target =
    action === 'DiscountCodesUpdate'
      ? 'discountCode'
      : action === 'GiftCardCodesUpdate'
        ? 'giftCardCode'
        : 'cart';
  return {
    action,
    cart: null,
    reached: false,
    errors: [{ target, key: 'cart.error.unavailable' }],
    warnings: [],
    fields,
  };
}
