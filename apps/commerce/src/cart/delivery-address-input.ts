import { shippingCountryCodes } from '@shop/shop-rules';
import type {
  CartAddressInput,
  DeliveryAddressValidationStrategy,
} from '../graphql/resolver-types.generated.ts';
import { type CartUserError, userError } from './cart-errors.ts';
import type { CartPostalAddress } from './cart-tables.ts';

/** The platform's limit on an address field, and a cap on addresses per cart. */
export const addressLimits = { maxFieldLength: 255, maxAddresses: 20 } as const;

const fields = [
  'address1',
  'address2',
  'city',
  'company',
  'countryCode',
  'firstName',
  'lastName',
  'phone',
  'provinceCode',
  'zip',
] as const satisfies readonly (keyof CartPostalAddress)[];

/** Postal codes of the countries the shop ships to whose form is fixed; others are checked for length only. */
const zipForms: Record<string, RegExp> = {
  DE: /^\d{5}$/,
  AT: /^\d{4}$/,
  DK: /^\d{4}$/,
  NL: /^\d{4} ?[A-Z]{2}$/i,
  FR: /^\d{5}$/,
  BE: /^\d{4}$/,
  LU: /^(L-)?\d{4}$/i,
  PL: /^\d{2}-\d{3}$/,
};

const e164 = /^\+[1-9]\d{6,14}$/;

/** Whether a phone number is in E.164 form (the platform's rule for buyer and address phones). */
export const isE164 = (phone: string) => e164.test(phone);

/**
 * An address from a client, checked: no HTML, no field over 255 characters, a phone in E.164;
 * with STRICT also street, postal code, city, last name and a country the shop ships to, and the
 * postal code's form for that country. Empty fields become null.
 */
export function parseAddress(
  input: CartAddressInput,
  strategy: DeliveryAddressValidationStrategy,
  path: string[],
): { address: CartPostalAddress } | { errors: CartUserError[] } {
  if (input.copyFromCustomerAddressId) {
    const at = [...path, 'copyFromCustomerAddressId'];
    return { errors: [userError(at, 'INVALID_DELIVERY_ADDRESS_ID', 'The shop has no customer addresses.')] };
  }
  const given = input.deliveryAddress;
  if (!given) {
    return {
      errors: [userError([...path, 'deliveryAddress'], 'INVALID', 'A delivery address is required.')],
    };
  }
  const at = (field: string) => [...path, 'deliveryAddress', field];
  const pick = (field: (typeof fields)[number]) => {
    const value = given[field]?.trim() ?? '';
    return value === '' ? null : value;
  };
  const address: CartPostalAddress = {
    address1: pick('address1'),
    address2: pick('address2'),
    city: pick('city'),
    company: pick('company'),
    countryCode: pick('countryCode'),
    firstName: pick('firstName'),
    lastName: pick('lastName'),
    phone: pick('phone'),
    provinceCode: pick('provinceCode'),
    zip: pick('zip'),
  };
  const errors: CartUserError[] = [];
  for (const field of fields) {
    const value = address[field];
    if (value === null) continue;
    if (value.length > addressLimits.maxFieldLength)
      errors.push(userError(at(field), 'ADDRESS_FIELD_IS_TOO_LONG', `${field} is too long.`));
    else if (/<[a-z/!]/i.test(value))
      errors.push(
        userError(at(field), 'ADDRESS_FIELD_CONTAINS_HTML_TAGS', `${field} must not contain HTML.`),
      );
  }
  if (address.phone !== null && !isE164(address.phone))
    errors.push(userError(at('phone'), 'INVALID', 'The phone number must be in the form +4930123456.'));
  if (strategy === 'STRICT') {
    for (const field of ['address1', 'zip', 'city', 'lastName', 'countryCode'] as const) {
      if (address[field] === null)
        errors.push(userError(at(field), 'ADDRESS_FIELD_IS_REQUIRED', `${field} is required.`));
    }
    const country = address.countryCode;
    if (country !== null && !(shippingCountryCodes as readonly string[]).includes(country))
      errors.push(userError(at('countryCode'), 'INVALID', `The shop does not deliver to ${country}.`));
    const form = country === null ? undefined : zipForms[country];
    if (form && address.zip !== null && !form.test(address.zip))
      errors.push(
        userError(
          at('zip'),
          'INVALID_ZIP_CODE_FOR_COUNTRY',
          `${address.zip} is no postal code of ${country}.`,
        ),
      );
  }
  return errors.length > 0 ? { errors } : { address };
}
