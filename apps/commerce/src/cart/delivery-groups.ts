import { deliveryDays, isShippingCountry, type ShippingMethod } from '@shop/shop-rules';
import type { ContentLanguage } from '../i18n/language.ts';
import { toGlobalId } from '../node/global-id.ts';
import type { Localized } from '../seed/catalog-types.ts';
import type { CartDeliveryAddressRecord } from './cart-tables.ts';
import type { CartLineView, CartView } from './cart-view.ts';
import { shippingOf } from './shipping-of.ts';

/** A cart has at most one delivery group: everything shipped goes in one parcel or one freight. */
export const deliveryGroupId = toGlobalId('CartDeliveryGroup', 1);

export type DeliveryOptionView = {
  handle: Exclude<ShippingMethod, 'none'>;
  feeCents: number;
};

/** The parent of `CartDeliveryGroup`. */
export type DeliveryGroupView = {
  address: CartDeliveryAddressRecord;
  /** The lines that are shipped: all but gift cards, which are sent by e-mail. */
  lines: CartLineView[];
  /** Empty when the shop does not ship to the address's country. */
  options: DeliveryOptionView[];
  selected: DeliveryOptionView | null;
};

/**
 * The address the cart is to be delivered to: the selected one, else the first (as the checkout
 * prefills its form, checkout/cart-prefill.ts).
 */
export function deliveryAddressOf(addresses: readonly CartDeliveryAddressRecord[]) {
  return addresses.find((a) => a.selected) ?? addresses[0] ?? null;
}

/**
 * The cart's delivery groups by the shipping rule the cart page and the checkout use (shop-rules
 * `quoteShipping`, decision 0017): one group once the cart has an address and something to ship,
 * whose one option is the method the rule picks at the fee it charges. A chosen option applies
 * while the rule still offers it; the rule has no alternatives to choose from.
 */
export async function deliveryGroupsOf(
  cart: Pick<CartView, 'record' | 'lines' | 'pricing'>,
): Promise<DeliveryGroupView[]> {
  const address = deliveryAddressOf(cart.record.deliveryAddresses);
  if (!address) return [];
  const [lines, pricing] = await Promise.all([cart.lines(), cart.pricing()]);
  const quote = shippingOf(
    lines.map(({ record, item }) => ({ quantity: record.quantity, item })),
    pricing.lines.reduce((sum, line) => sum + line.totalCents, 0),
  );
  if (quote.method === 'none') return [];
  const country = address.address.countryCode;
  const options: DeliveryOptionView[] =
    country && isShippingCountry(country) ? [{ handle: quote.method, feeCents: quote.feeCents }] : [];
  return [
    {
      address,
      lines: lines.filter((line) => !line.item.isGiftCard),
      options,
      // The option the client chose while the rule still offers it, else the rule's own.
      selected:
        options.find((option) => option.handle === cart.record.deliveryOptionHandle) ?? options[0] ?? null,
    },
  ];
}

const days = `${deliveryDays.min}–${deliveryDays.max}`;
const texts: Record<DeliveryOptionView['handle'], Localized<{ title: string; description: string }>> = {
  standard: {
    de: { title: 'Standardversand', description: `Lieferzeit ${days} Werktage` },
    en: { title: 'Standard shipping', description: `Delivered in ${days} working days` },
    da: { title: 'Standardforsendelse', description: `Leveringstid ${days} hverdage` },
  },
  special: {
    de: { title: 'Sonderversand', description: `Für Elektrogeräte, Lieferzeit ${days} Werktage` },
    en: {
      title: 'Special shipping',
      description: `For electrical devices, delivered in ${days} working days`,
    },
    da: {
      title: 'Specialforsendelse',
      description: `Til elektriske apparater, leveringstid ${days} hverdage`,
    },
  },
  freight: {
    de: { title: 'Speditionsversand', description: 'Für Kaffeemaschinen: Lieferung durch eine Spedition' },
    en: { title: 'Freight delivery', description: 'For coffee machines: delivered by a forwarding agency' },
    da: { title: 'Fragt med speditør', description: 'Til kaffemaskiner: leveres af en speditør' },
  },
};

/** An option's title and description in a language. */
export const deliveryOptionText = (option: DeliveryOptionView, language: ContentLanguage) =>
  texts[option.handle][language];
