/*
 * Shipping constants of spec section 9, money in integer cents. Which fee applies to which cart is the
 * cart's decision; these are the numbers it decides with, and the numbers pages show.
 */

/** Above this cart total (gift-card products excluded) standard shipping is free: 49.00 pays, 49.01 does not. */
export const freeShippingThresholdCents = 4900;

/** The default fee below the threshold. */
export const standardShippingFeeCents = 490;

/** Special shipping for electrical devices with a plug. */
export const specialShippingFeeCents = 490;

/** Freight (forwarding-agency) shipping for machines. */
export const freightShippingFeeCents = 4900;

/** Product tags that mark a product's shipping class; the catalogue sets them, the cart reads them. */
export const shippingClassTags = {
  /** Electrical devices with a plug. */
  electricalDevice: 'Sonderversand',
  /** Machines delivered by a freight forwarder. */
  freight: 'Speditionsversand',
  /** Grinders with a plug. */
  electricGrinder: 'Elektrische Mühlen',
} as const;

/** A cart line whose product carries one of these tags ships by forwarding agency (spec section 9). */
export const forwardingAgencyTags: readonly string[] = Object.values(shippingClassTags);

/** Delivery time in working days. */
export const deliveryDays = { min: 1, max: 3 } as const;

/**
 * The shipping countries as listed: the specification says 25 but lists these 26 codes, and both stand;
 * the list is what code can check against.
 */
export const shippingCountryCodes = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
] as const;

export type ShippingCountryCode = (typeof shippingCountryCodes)[number];

export function isShippingCountry(code: string): code is ShippingCountryCode {
  return (shippingCountryCodes as readonly string[]).includes(code);
}
