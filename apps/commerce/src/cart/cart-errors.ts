/** The platform's error and warning codes that this service produces. */
export type CartErrorCode =
  | 'INVALID'
  | 'INVALID_MERCHANDISE_LINE'
  | 'MAXIMUM_EXCEEDED'
  | 'NOTE_TOO_LONG'
  | 'MISSING_DISCOUNT_CODE'
  | 'ADDRESS_FIELD_CONTAINS_HTML_TAGS'
  | 'ADDRESS_FIELD_IS_REQUIRED'
  | 'ADDRESS_FIELD_IS_TOO_LONG'
  | 'INVALID_DELIVERY_ADDRESS_ID'
  | 'INVALID_DELIVERY_GROUP'
  | 'INVALID_DELIVERY_OPTION'
  | 'INVALID_ZIP_CODE_FOR_COUNTRY'
  | 'ONLY_ONE_DELIVERY_ADDRESS_CAN_BE_SELECTED'
  | 'TOO_MANY_DELIVERY_ADDRESSES';
export type CartWarningCode = 'MERCHANDISE_NOT_ENOUGH_STOCK' | 'MERCHANDISE_OUT_OF_STOCK';

export type CartUserError = { field: string[]; message: string; code: CartErrorCode };
export type CartWarning = { code: CartWarningCode; message: string; target: string };

export function userError(field: (string | number)[], code: CartErrorCode, message: string): CartUserError {
  return { field: field.map(String), code, message };
}

/** Merchandise the catalogue does not know, by the id the client sent. */
export function unknownMerchandiseError(field: (string | number)[], merchandiseId: string): CartUserError {
  return userError(
    field,
    'INVALID_MERCHANDISE_LINE',
    `The merchandise with id ${merchandiseId} does not exist.`,
  );
}

export const cartLimits = {
  /** Input arrays, as on the platform. */
  maxInputItems: 250,
  maxLinesPerCart: 500,
  maxLineQuantity: 10_000,
  maxAttributes: 250,
  maxAttributeLength: 1000,
  maxNoteLength: 5000,
  maxCodeLength: 255,
} as const;

export const unknownCartError = userError(['cartId'], 'INVALID', 'The specified cart does not exist.');
