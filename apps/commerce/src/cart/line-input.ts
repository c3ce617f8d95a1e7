import { type CartUserError, cartLimits, userError } from './cart-errors.ts';
import type { CartAttribute } from './cart-tables.ts';

/** Checks an input array's size; the platform refuses more than 250 items. */
export function checkListSize(items: readonly unknown[], field: string): CartUserError[] {
  if (items.length <= cartLimits.maxInputItems) return [];
  return [
    userError([field], 'MAXIMUM_EXCEEDED', `At most ${cartLimits.maxInputItems} items may be given at once.`),
  ];
}

export function checkQuantity(quantity: number, field: (string | number)[]): CartUserError[] {
  if (quantity < 0) return [userError(field, 'INVALID', 'The quantity must not be negative.')];
  if (quantity > cartLimits.maxLineQuantity) {
    return [
      userError(field, 'MAXIMUM_EXCEEDED', `The quantity must not exceed ${cartLimits.maxLineQuantity}.`),
    ];
  }
  return [];
}

export function checkAttributes(
  attributes: readonly CartAttribute[],
  field: (string | number)[],
): CartUserError[] {
  if (attributes.length > cartLimits.maxAttributes) {
    return [
      userError(field, 'MAXIMUM_EXCEEDED', `At most ${cartLimits.maxAttributes} attributes are allowed.`),
    ];
  }
  const tooLong = attributes.findIndex(
    (a) =>
      a.key.length === 0 ||
      a.key.length > cartLimits.maxAttributeLength ||
      a.value.length > cartLimits.maxAttributeLength,
  );
  if (tooLong >= 0) {
    return [
      userError(
        [...field, tooLong],
        'INVALID',
        `Attribute keys must be 1 to ${cartLimits.maxAttributeLength} characters, values at most ${cartLimits.maxAttributeLength}.`,
      ),
    ];
  }
  return [];
}

/** Keeps the last value of each key, in first-seen order, as a key/value map would. */
export function dedupeAttributes(attributes: readonly CartAttribute[]): CartAttribute[] {
  const byKey = new Map<string, string>();
  for (const { key, value } of attributes) byKey.set(key, value);
  return [...byKey].map(([key, value]) => ({ key, value }));
}
