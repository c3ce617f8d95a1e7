import type { Resolvers } from '../graphql/resolvers.ts';
import { toGlobalId } from '../node/global-id.ts';
import type { CartPostalAddress } from './cart-tables.ts';

export const joined = (...parts: (string | null)[]) => parts.filter((p) => p !== null && p !== '').join(' ');

/** The address as label lines: name, company, street, further line, postal code and city, country. */
export function formatted(address: CartPostalAddress, withName: boolean, withCompany: boolean): string[] {
  const lines = [
    withName ? joined(address.firstName, address.lastName) : '',
    withCompany ? (address.company ?? '') : '',
    address.address1 ?? '',
    address.address2 ?? '',
    joined(address.zip, address.city),
    address.countryCode ?? '',
  ];
  return lines.filter((line) => line !== '');
}

/** A cart's delivery addresses (cart-tables.ts); `CartDelivery`'s parent is the list. */
export const deliveryResolvers: Resolvers = {
  CartDelivery: {
    addresses: (addresses, { selected }) => (selected ? addresses.filter((a) => a.selected) : addresses),
  },
  CartSelectableAddress: {
    id: (a) => toGlobalId('CartSelectableAddress', a.id),
    address: (a) => a.address,
  },
  CartAddress: { __resolveType: () => 'CartDeliveryAddress' },
  CartDeliveryAddress: {
    name: (a) => joined(a.firstName, a.lastName) || null,
    formatted: (a, { withName, withCompany }) => formatted(a, withName ?? false, withCompany ?? true),
    formattedArea: (a) => joined(a.zip, a.city, a.countryCode) || null,
  },
};
