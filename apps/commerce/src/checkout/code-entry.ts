import { GraphQLError } from 'graphql';
import { z } from 'zod';
import { type CartRecord, listLines, lockCart, updateCart } from '../cart/cart-store.ts';
import { addGiftCards, setDiscountCodes } from '../cart/code-operations.ts';
import type { Database } from '../db/database.ts';
import { dedupeCodes, normalizeDiscountCode } from '../discounts/discount-rules.ts';
import { quoteOrder } from '../orders/order-quote.ts';
import { limitCodeAttempts } from '../rate-limit/code-attempts.ts';
import type { FieldErrors } from './checkout-form.ts';

/**
 * What a checkout post asks of the cart's codes. A button names it; a code typed into its field
 * but posted with "Zahlungspflichtig bestellen" (Enter in the field) is applied instead of placing
 * the order, so nobody orders without the code they meant to use.
 */
export type CodeChange =
  /** null: not asked; '' asked with the field empty, answered like a code that does not apply. */
  | { kind: 'apply'; discountCode: string | null; giftCardCode: string | null }
  | { kind: 'removeCode'; code: string }
  | { kind: 'removeGiftCard'; id: number };

const giftCardId = z.coerce.number().int().positive();

export function codeChange(body: URLSearchParams): CodeChange | null {
  const removeCode = body.get('removeCode');
  if (removeCode) return { kind: 'removeCode', code: removeCode };
  const removeGiftCard = giftCardId.safeParse(body.get('removeGiftCard') ?? '');
  if (removeGiftCard.success) return { kind: 'removeGiftCard', id: removeGiftCard.data };
  const intent = body.get('intent');
  const discountCode = (body.get('discountCode') ?? '').trim();
  const giftCardCode = (body.get('giftCardCode') ?? '').trim();
  const asked = (field: string, value: string) => (intent === field || value !== '' ? value : null);
  const change = {
    kind: 'apply' as const,
    discountCode: asked('applyCode', discountCode),
    giftCardCode: asked('applyGiftCard', giftCardCode),
  };
  return change.discountCode === null && change.giftCardCode === null ? null : change;
}

export type CodeEntryOptions = {
  /** The address typed into the form, if any: a once-per-customer code it has used does not apply. */
  email: string | undefined;
  clientAddress: string;
  codeAttemptsPerMinute: number;
  now: Date;
};

/** Field errors as message keys (discountCode, giftCardCode), or the cart is gone. */
export type CodeEntryResult = { kind: 'done'; errors: FieldErrors } | { kind: 'unknown-cart' };

/** A discount code joins the cart only when it applies to it now, as in the storefront's cart. */
async function applyDiscountCode(
  tx: Database,
  cart: CartRecord,
  code: string,
  options: CodeEntryOptions,
): Promise<CartRecord | null> {
  if (code === '') return null;
  const codes = dedupeCodes([...cart.discountCodes, code]);
  const lines = await listLines(tx, cart.token);
  const quote = await quoteOrder(tx, { ...cart, discountCodes: codes }, lines, options);
  const wanted = normalizeDiscountCode(code);
  const entry = quote.discountCodes.find((c) => normalizeDiscountCode(c.code) === wanted);
  if (!entry?.applicable || quote.usedCodes.some((c) => normalizeDiscountCode(c) === wanted)) return null;
  const outcome = await setDiscountCodes(tx, cart, codes);
  return outcome.errors.length === 0 && outcome.cart ? outcome.cart : null;
}

function attempts(change: CodeChange): number {
  if (change.kind !== 'apply') return 0;
  return [change.discountCode, change.giftCardCode].filter((code) => code !== null && code !== '').length;
}

/**
 * Applies or removes a code on the checkout's cart, in one transaction on its locked row, with the
 * cart's own rules (code-operations.ts) and the same attempt budget as the Storefront API
 * (decision 0026), so the checkout is no side door for guessing codes.
 */
export async function changeCheckoutCodes(
  db: Database,
  token: string,
  change: CodeChange,
  options: CodeEntryOptions,
): Promise<CodeEntryResult> {
  const errors: FieldErrors = {};
  try {
    await limitCodeAttempts(db, {
      clientAddress: options.clientAddress,
      cartToken: token,
      attempts: attempts(change),
      perMinute: options.codeAttemptsPerMinute,
    });
  } catch (error) {
    if (!(error instanceof GraphQLError) || error.extensions.code !== 'THROTTLED') throw error;
    const field = change.kind === 'apply' && change.discountCode === null ? 'giftCardCode' : 'discountCode';
    return { kind: 'done', errors: { [field]: 'throttled' } };
  }
  return db.transaction(async (tx): Promise<CodeEntryResult> => {
    let cart = await lockCart(tx, token);
    if (!cart) return { kind: 'unknown-cart' };
    switch (change.kind) {
      case 'removeCode': {
        const removed = normalizeDiscountCode(change.code);
        const kept = cart.discountCodes.filter((c) => normalizeDiscountCode(c) !== removed);
        await setDiscountCodes(tx, cart, kept);
        break;
      }
      case 'removeGiftCard':
        await updateCart(tx, token, { giftCardIds: cart.giftCardIds.filter((id) => id !== change.id) });
        break;
      case 'apply': {
        if (change.discountCode !== null) {
          const changed = await applyDiscountCode(tx, cart, change.discountCode, options);
          if (changed) cart = changed;
          else errors.discountCode = 'codeNotApplied';
        }
        if (change.giftCardCode !== null) {
          const outcome =
            change.giftCardCode === ''
              ? null
              : await addGiftCards(tx, cart, [change.giftCardCode], options.now);
          if (!outcome || outcome.errors.length > 0) errors.giftCardCode = 'giftCardInvalid';
        }
        break;
      }
    }
    return { kind: 'done', errors };
  });
}
