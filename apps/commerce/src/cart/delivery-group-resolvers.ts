import { connectionOf } from '../graphql/connection.ts';
import type { Resolvers } from '../graphql/resolvers.ts';
import { operationLanguage, schemaCountryCode } from '../i18n/language.ts';
import { toGlobalId } from '../node/global-id.ts';
import { money } from '../shared/money.ts';
import { pageLines } from './cart-lines-page.ts';
import { deliveryGroupId, deliveryGroupsOf, deliveryOptionText } from './delivery-groups.ts';
import { addressLabels } from './delivery-resolvers.ts';

const countryNames = new Map<string, Intl.DisplayNames>();
/** A country's name in a language, as Intl knows it (any code a client may have sent). */
function countryName(code: string, language: string): string | null {
  let names = countryNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    countryNames.set(language, names);
  }
  return names.of(code) ?? null;
}

/** `Cart.deliveryGroups` by the shipping rule (delivery-groups.ts) and the address it goes to. */
export const deliveryGroupResolvers: Resolvers = {
  Cart: {
    deliveryGroups: async (cart, args) => connectionOf(await deliveryGroupsOf(cart), args),
  },
  CartDeliveryGroup: {
    id: () => deliveryGroupId,
    groupType: () => 'ONE_TIME_PURCHASE',
    cartLines: (group, args) => pageLines(group.lines, args),
    deliveryAddress: (group) => group.address,
    deliveryOptions: (group) => group.options,
    selectedDeliveryOption: (group) => group.selected,
  },
  CartDeliveryOption: {
    handle: (option) => option.handle,
    code: (option) => option.handle,
    deliveryMethodType: () => 'SHIPPING',
    estimatedCost: (option) => money(option.feeCents),
    title: (option, _args, _context, info) => deliveryOptionText(option, operationLanguage(info)).title,
    description: (option, _args, _context, info) =>
      deliveryOptionText(option, operationLanguage(info)).description,
  },
  MailingAddress: {
    id: (a) => toGlobalId('MailingAddress', a.id),
    address1: (a) => a.address.address1,
    address2: (a) => a.address.address2,
    city: (a) => a.address.city,
    company: (a) => a.address.company,
    firstName: (a) => a.address.firstName,
    lastName: (a) => a.address.lastName,
    phone: (a) => a.address.phone,
    provinceCode: (a) => a.address.provinceCode,
    zip: (a) => a.address.zip,
    countryCodeV2: (a, _args, _context, info) =>
      a.address.countryCode ? schemaCountryCode(info, a.address.countryCode) : null,
    country: (a, _args, _context, info) =>
      a.address.countryCode ? countryName(a.address.countryCode, operationLanguage(info)) : null,
    name: (a) => addressLabels.name(a.address),
    formatted: (a, args) => addressLabels.formatted(a.address, args),
    formattedArea: (a) => addressLabels.formattedArea(a.address),
  },
};
