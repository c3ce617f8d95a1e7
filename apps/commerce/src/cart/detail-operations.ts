import { isValidEmail } from '@shop/shop-rules';
import type { Database } from '../db/database.ts';
import type { CartBuyerIdentityInput } from '../graphql/resolver-types.generated.ts';
import { cartLimits, userError } from './cart-errors.ts';
import { type CartRecord, updateCart } from './cart-store.ts';
import type { CartAttribute } from './cart-tables.ts';
import { isE164 } from './delivery-address-input.ts';
import { checkAttributes, dedupeAttributes } from './line-input.ts';
import type { Outcome } from './line-operations.ts';

const ok: Outcome = { errors: [], warnings: [] };

export async function setNote(tx: Database, cart: CartRecord, note: string): Promise<Outcome> {
  if (note.length > cartLimits.maxNoteLength) {
    return {
      errors: [
        userError(
          ['note'],
          'NOTE_TOO_LONG',
          `The note must not exceed ${cartLimits.maxNoteLength} characters.`,
        ),
      ],
      warnings: [],
    };
  }
  return { ...ok, cart: await updateCart(tx, cart.token, { note: note === '' ? null : note }) };
}

/** Sets attributes: a key already present gets the new value, other keys stay. */
export async function mergeAttributes(
  tx: Database,
  cart: CartRecord,
  attributes: readonly CartAttribute[],
  field = 'attributes',
): Promise<Outcome> {
  const merged = dedupeAttributes([...cart.attributes, ...attributes]);
  const errors = checkAttributes(merged, [field]);
  if (errors.length > 0) return { errors, warnings: [] };
  return { ...ok, cart: await updateCart(tx, cart.token, { attributes: merged }) };
}

export async function setBuyerIdentity(
  tx: Database,
  cart: CartRecord,
  input: CartBuyerIdentityInput,
  field = 'buyerIdentity',
): Promise<Outcome> {
  if (input.email && (input.email.length > 254 || !isValidEmail(input.email))) {
    return {
      errors: [userError([field, 'email'], 'INVALID', 'The e-mail address is not valid.')],
      warnings: [],
    };
  }
  if (input.phone && !isE164(input.phone)) {
    return {
      errors: [userError([field, 'phone'], 'INVALID', 'The phone number must be in the form +4930123456.')],
      warnings: [],
    };
  }
  // No customer accounts (yet): a token names no customer, as an expired one would not.
  if (input.customerAccessToken) {
    return {
      errors: [
        userError([field, 'customerAccessToken'], 'INVALID', 'The customer access token is not valid.'),
      ],
      warnings: [],
    };
  }
  return {
    ...ok,
    cart: await updateCart(tx, cart.token, {
      buyerEmail: input.email === undefined ? cart.buyerEmail : input.email,
      buyerCountryCode: input.countryCode === undefined ? cart.buyerCountryCode : input.countryCode,
      buyerPhone: input.phone === undefined ? cart.buyerPhone : input.phone || null,
    }),
  };
}
