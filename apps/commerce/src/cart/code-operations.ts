import type { Database } from '../db/database.ts';
import { dedupeCodes } from '../discounts/discount-rules.ts';
import { findGiftCardsByCode, isUsable } from '../gift-cards/gift-card-store.ts';
import { idOfType } from '../node/global-id.ts';
import { cartLimits, userError } from './cart-errors.ts';
import { type CartRecord, updateCart } from './cart-store.ts';
import { checkListSize } from './line-input.ts';
import type { Outcome } from './line-operations.ts';

const ok: Outcome = { errors: [], warnings: [] };

/** Replaces the cart's discount codes; unknown codes are kept and shown as not applicable. */
export async function setDiscountCodes(
  tx: Database,
  cart: CartRecord,
  codes: readonly string[],
  field = 'discountCodes',
): Promise<Outcome> {
  const errors = checkListSize(codes, field);
  codes.forEach((code, i) => {
    if (code.length > cartLimits.maxCodeLength)
      errors.push(userError([field, i], 'INVALID', 'The discount code is too long.'));
  });
  if (errors.length > 0) return { errors, warnings: [] };
  return { ...ok, cart: await updateCart(tx, cart.token, { discountCodes: dedupeCodes(codes) }) };
}

/**
 * Applies gift cards by code, in addition to those already applied. A code that does not open a
 * usable card refuses the whole call, with one message for unknown, spent and expired cards so
 * that the answer does not tell a guesser which codes exist.
 */
export async function addGiftCards(
  tx: Database,
  cart: CartRecord,
  codes: readonly string[],
  now: Date,
  field = 'giftCardCodes',
): Promise<Outcome> {
  const errors = checkListSize(codes, field);
  if (errors.length > 0) return { errors, warnings: [] };
  const found = await findGiftCardsByCode(tx, codes);
  const ids = [...cart.giftCardIds];
  codes.forEach((code, i) => {
    const card = found.get(code);
    if (!card || !isUsable(card, now)) {
      errors.push(userError([field, i], 'INVALID', 'The gift card code is not valid.'));
    } else if (!ids.includes(card.id)) {
      ids.push(card.id);
    }
  });
  if (errors.length > 0) return { errors, warnings: [] };
  return { ...ok, cart: await updateCart(tx, cart.token, { giftCardIds: ids }) };
}

export async function removeGiftCards(
  tx: Database,
  cart: CartRecord,
  appliedIds: readonly string[],
): Promise<Outcome> {
  const errors = checkListSize(appliedIds, 'appliedGiftCardIds');
  const remove = new Set<number>();
  appliedIds.forEach((id, i) => {
    const cardId = idOfType(id, 'AppliedGiftCard');
    if (cardId === null || !cart.giftCardIds.includes(cardId)) {
      errors.push(
        userError(['appliedGiftCardIds', i], 'INVALID', `No gift card with id ${id} is applied to the cart.`),
      );
    } else remove.add(cardId);
  });
  if (errors.length > 0) return { errors, warnings: [] };
  return {
    ...ok,
    cart: await updateCart(tx, cart.token, { giftCardIds: cart.giftCardIds.filter((id) => !remove.has(id)) }),
  };
}
