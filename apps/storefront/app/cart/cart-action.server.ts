import { data, redirect } from 'react-router';
import { z } from 'zod';
import { postedForm } from '../forms/posted-form.server.ts';
import type { Language } from '../i18n/languages.ts';
import { clientAddress } from '../limits/client-budget.server.ts';
import { type CartChange, cartChanges, loadCart } from './cart-api.server.ts';
import { cartCookie, cartIdFromRequest, clearedCartCookie } from './cart-cookie.server.ts';
import { type CartActionName, type CartActionResult, cartActions } from './cart-result.ts';

const gid = (type: string) => z.string().startsWith(`gid://shopify/${type}/`).max(500);
const quantity = (min: number) => z.coerce.number().int().min(min).max(10_000);
const code = z.string().trim().max(255);

/** The fields of each form action; anything else in the form is ignored. */
const actionFields = {
  LinesAdd: z.object({ merchandiseId: gid('ProductVariant'), quantity: quantity(1) }),
  LinesUpdate: z.object({ lineId: gid('CartLine'), quantity: quantity(0) }),
  LinesRemove: z.object({ lineId: gid('CartLine') }),
  DiscountCodesUpdate: z.union([z.object({ discountCode: code }), z.object({ removeDiscountCode: code })]),
  GiftCardCodesUpdate: z.object({ giftCardCode: code }),
  GiftCardCodesRemove: z.object({ appliedGiftCardId: gid('AppliedGiftCard') }),
} satisfies Record<CartActionName, z.ZodType>;

/**
 * Where a plain form (no JavaScript) is sent back to: a path of ours only, never another host
 * (`//evil.example`, `/\evil.example`) and never an API or data URL.
 */
export function safeRedirect(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 1000) return null;
  if (!/^\/(?![/\\])[^\s\\]*$/.test(value)) return null;
  const url = new URL(value, 'http://shop.invalid');
  if (url.origin !== 'http://shop.invalid' || url.pathname.startsWith('/api/')) return null;
  if (url.pathname.endsWith('.data')) return null;
  return `${url.pathname}${url.search}`;
}

function textFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string') fields[name] = value.slice(0, 1000);
  return fields;
}

/** Which field of the form an invalid input concerns, for the message's place. */
function invalidTarget(action: CartActionName, fields: Record<string, string>): string {
  if (action === 'DiscountCodesUpdate') return 'discountCode';
  if (action === 'GiftCardCodesUpdate') return 'giftCardCode';
  return fields.lineId ?? fields.merchandiseId ?? 'cart';
}

function parseChange(action: CartActionName, fields: Record<string, string>): CartChange | null {
  const parsed = actionFields[action].safeParse(fields);
  return parsed.success ? ({ action, ...parsed.data } as CartChange) : null;
}

/**
 * The one cart action (`POST /{lang}/cart`): parses the form, changes the cart, keeps its id in the
 * cookie. A plain form that succeeded is sent back where it came from (303); one with errors or
 * warnings gets the cart page with the messages next to the line and what was typed. A fetcher (no
 * `redirectTo`) gets the answer as data.
 */
export async function handleCartAction(request: Request, language: Language) {
  const form = await postedForm(request);
  const fields = textFields(form);
  const action = cartActions.find((name) => name === fields.cartAction) ?? null;
  const redirectTo = safeRedirect(fields.redirectTo);
  const cartId = cartIdFromRequest(request);
  const buyerIp = clientAddress(request);
  const answer = (result: CartActionResult, status: number, cookie?: string) => {
    const headers = new Headers({ 'Cache-Control': 'no-store' });
    if (cookie) headers.append('Set-Cookie', cookie);
    const clean = status < 400 && result.errors.length === 0 && result.warnings.length === 0;
    if (redirectTo && clean) {
      return redirect(redirectTo, { status: 303, headers });
    }
    return data(result, { status, headers });
  };
  const base = { action, cart: null, reached: true, errors: [], warnings: [], fields };

  const change = action ? parseChange(action, fields) : null;
  if (!action || !change) {
    const cart = cartId ? await loadCart(cartId, language).catch(() => null) : null;
    const target = action ? invalidTarget(action, fields) : 'cart';
    const key =
      action === 'LinesAdd' || action === 'LinesUpdate' ? 'cart.error.quantity' : 'cart.error.invalid';
    return answer({ ...base, cart: cart ?? null, errors: [{ target, key }] }, 400);
  }
  const outcome = await cartChanges(change, { cartId, language, buyerIp });
  const result: CartActionResult = {
    ...base,
    cart: outcome.cart,
    reached: outcome.reached,
    errors: outcome.errors,
    warnings: outcome.warnings,
    // A change that worked needs nothing typed again.
    fields: outcome.errors.length > 0 ? fields : {},
    ...(outcome.added ? { added: outcome.added } : {}),
  };
  const cookie = outcome.cart
    ? cartCookie(outcome.cart.id)
    : outcome.cartGone
      ? clearedCartCookie()
      : undefined;
  const status = !outcome.reached ? 503 : outcome.errors.length > 0 ? 400 : 200;
  return answer(result, status, cookie);
}
