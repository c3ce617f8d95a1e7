import type { Resolvers } from '../graphql/resolvers.ts';
import { toGlobalId } from '../node/global-id.ts';
import type { CartPostalAddress } from './cart-tables.ts';

const joined = (...parts: (string | null)[]) => parts.filter((p) => p !== null && p !== '').join(' ');

/** The address as label lines: name, company, street, further line, postal code and city, country. */
function formatted(address: CartPostalAddress, withName: boolean, withCompany: boolean): string[] {
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

type LabelArgs = { withName?: boolean | null; withCompany?: boolean | null };

/** The label fields of a postal address, as `CartDeliveryAddress` and `MailingAddress` answer them. */
export const addressLabels = {
  name: (a: CartPostalAddress) => joined(a.firstName, a.lastName) || null,
  formatted: (a: CartPostalAddress, { withName, withCompany }: LabelArgs) =>
    formatted(a, withName ?? false, withCompany ?? true),
  formattedArea: (a: CartPostalAddress) => joined(a.zip, a.city, a.countryCode) || null,
};

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
  CartDeliveryAddress: addressLabels,
};
