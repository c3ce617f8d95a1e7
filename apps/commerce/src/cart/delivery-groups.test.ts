import { describe, expect, it } from 'vitest';
import { toGlobalId } from '../node/global-id.ts';
import type { Product } from '../seed/catalog-types.ts';
import { useCatalogServer } from '../testing/catalog-fixture.ts';
import { databaseKinds } from '../testing/test-databases.ts';

type Option = { handle: string; title: string; description: string; estimatedCost: { amount: string } };
type Group = {
  id: string;
  groupType: string;
  deliveryAddress: {
    city: string;
    country: string | null;
    countryCodeV2: string | null;
    formatted: string[];
  };
  cartLines: { nodes: { merchandise: { id: string } }[] };
  deliveryOptions: Option[];
  selectedDeliveryOption: Option | null;
};
type Cart = { id: string; checkoutUrl: string; deliveryGroups: { nodes: Group[] } };
type Payload = { cart: Cart | null; userErrors: { code: string; field: string[] }[] };

const cartFields = `id checkoutUrl deliveryGroups(first: 5) { nodes {
  id groupType
  deliveryAddress { city country countryCodeV2 formatted(withName: true) }
  cartLines(first: 10) { nodes { merchandise { ... on ProductVariant { id } } } }
  deliveryOptions { handle title description estimatedCost { amount } }
  selectedDeliveryOption { handle title description estimatedCost { amount } }
} }`;
const create = `mutation C($input: CartInput!, $language: LanguageCode) @inContext(language: $language) {
  cartCreate(input: $input) { cart { ${cartFields} } userErrors { code field } } }`;
const addLines = `mutation A($cartId: ID!, $lines: [CartLineInput!]!, $language: LanguageCode) @inContext(language: $language) {
  cartLinesAdd(cartId: $cartId, lines: $lines) { cart { ${cartFields} } userErrors { code field } } }`;
const addAddress = `mutation D($cartId: ID!, $addresses: [CartSelectableAddressInput!]!, $language: LanguageCode) @inContext(language: $language) {
  cartDeliveryAddressesAdd(cartId: $cartId, addresses: $addresses) { cart { ${cartFields} } userErrors { code field } } }`;
const select = `mutation S($cartId: ID!, $options: [CartSelectedDeliveryOptionInput!]!) {
  cartSelectedDeliveryOptionsUpdate(cartId: $cartId, selectedDeliveryOptions: $options) { cart { id } userErrors { code field } } }`;

const address = (countryCode: string) => ({
  address: {
    deliveryAddress: {
      firstName: 'Erika',
      lastName: 'Mustermann',
      address1: 'Heidestraße 17',
      zip: '51147',
      city: 'Köln',
      countryCode,
    },
  },
  selected: true,
});

describe.each(databaseKinds)('Cart.deliveryGroups by the shipping rule on $kind', ({ kind, skip }) => {
  const api = useCatalogServer(kind, skip);
  const inStock = (test: (p: Product) => boolean) => {
    for (const product of api.catalog.products.filter(test)) {
      const variant = product.variants.find((v) => v.availableForSale && v.stock > 5);
      if (variant) return { ...variant, gid: toGlobalId('ProductVariant', variant.id) };
    }
    throw new Error('No such product in stock');
  };
  const plain = (p: Product) =>
    p.category === 'coffee' && !p.isGiftCard && !p.tags.some((t) => /versand|Mühlen/.test(t));
  const mutate = async (query: string, name: string, variables: Record<string, unknown>) =>
    (await api.query<Record<string, Payload>>(query, variables))[name] as Payload;

  it.skipIf(skip)(
    'has no group before an address, then one with the rule’s method, fee and lines',
    async () => {
      const coffee = inStock((p) => plain(p) && p.variants.some((v) => v.priceCents < 2000));
      const machine = inStock((p) => p.tags.includes('Speditionsversand'));
      const giftCard = inStock((p) => p.isGiftCard);

      const created = await mutate(create, 'cartCreate', {
        input: { lines: [{ merchandiseId: coffee.gid, quantity: 1 }] },
        language: 'DE',
      });
      const cartId = created.cart?.id ?? '';
      expect(created.cart?.deliveryGroups.nodes).toEqual([]);

      // Below 49 €: standard shipping at 4.90, in the request's language.
      const addressed = await mutate(addAddress, 'cartDeliveryAddressesAdd', {
        cartId,
        addresses: [address('DE')],
        language: 'DE',
      });
      expect(addressed.userErrors).toEqual([]);
      const [group] = addressed.cart?.deliveryGroups.nodes ?? [];
      const standard = {
        handle: 'standard',
        title: 'Standardversand',
        description: 'Lieferzeit 1–3 Werktage',
        estimatedCost: { amount: '4.90' },
      };
      expect(group).toEqual({
        id: toGlobalId('CartDeliveryGroup', 1),
        groupType: 'ONE_TIME_PURCHASE',
        deliveryAddress: {
          city: 'Köln',
          country: 'Deutschland',
          countryCodeV2: 'DE',
          formatted: ['Erika Mustermann', 'Heidestraße 17', '51147 Köln', 'DE'],
        },
        cartLines: { nodes: [{ merchandise: { id: coffee.gid } }] },
        deliveryOptions: [standard],
        selectedDeliveryOption: standard,
      });

      // A machine makes it freight at 49.00; the gift card is sent by e-mail, outside the group.
      const withMachine = await mutate(addLines, 'cartLinesAdd', {
        cartId,
        lines: [
          { merchandiseId: machine.gid, quantity: 1 },
          { merchandiseId: giftCard.gid, quantity: 1 },
        ],
        language: 'EN',
      });
      const [freight] = withMachine.cart?.deliveryGroups.nodes ?? [];
      expect(freight?.deliveryOptions).toEqual([
        {
          handle: 'freight',
          title: 'Freight delivery',
          description: 'For coffee machines: delivered by a forwarding agency',
          estimatedCost: { amount: '49.00' },
        },
      ]);
      expect(freight?.deliveryAddress.country).toBe('Germany');
      expect(freight?.cartLines.nodes.map((l) => l.merchandise.id).sort()).toEqual(
        [coffee.gid, machine.gid].sort(),
      );

      // The checkout charges what the group says.
      const checkoutPath = new URL(withMachine.cart?.checkoutUrl ?? '').pathname;
      const checkout = await fetch(`${api.server().url}${checkoutPath}?lang=de`);
      expect(checkout.status).toBe(200);
      const page = await checkout.text();
      expect(page).toContain('Speditionsversand');
      expect(page).toContain('49,00');

      // Only what the group offers can be chosen.
      const refused = await mutate(select, 'cartSelectedDeliveryOptionsUpdate', {
        cartId,
        options: [{ deliveryGroupId: freight?.id, deliveryOptionHandle: 'standard' }],
      });
      expect(refused.userErrors.map((e) => e.code)).toEqual(['INVALID_DELIVERY_OPTION']);
      const chosen = await mutate(select, 'cartSelectedDeliveryOptionsUpdate', {
        cartId,
        options: [{ deliveryGroupId: freight?.id, deliveryOptionHandle: 'freight' }],
      });
      expect(chosen.userErrors).toEqual([]);
      const unknownGroup = await mutate(select, 'cartSelectedDeliveryOptionsUpdate', {
        cartId,
        options: [{ deliveryGroupId: toGlobalId('CartDeliveryGroup', 2), deliveryOptionHandle: 'freight' }],
      });
      expect(unknownGroup.userErrors.map((e) => e.code)).toEqual(['INVALID_DELIVERY_GROUP']);
    },
  );

  it.skipIf(skip)('offers nothing for a country the shop does not ship to', async () => {
    const coffee = inStock(plain);
    const created = await mutate(create, 'cartCreate', {
      input: { lines: [{ merchandiseId: coffee.gid, quantity: 1 }] },
      language: 'EN',
    });
    const cartId = created.cart?.id ?? '';
    const addressed = await mutate(addAddress, 'cartDeliveryAddressesAdd', {
      cartId,
      addresses: [address('CH')],
      language: 'EN',
    });
    const [group] = addressed.cart?.deliveryGroups.nodes ?? [];
    expect(group?.deliveryAddress.country).toBe('Switzerland');
    expect(group?.deliveryOptions).toEqual([]);
    expect(group?.selectedDeliveryOption).toBeNull();
    const refused = await mutate(select, 'cartSelectedDeliveryOptionsUpdate', {
      cartId,
      options: [{ deliveryGroupId: group?.id, deliveryOptionHandle: 'standard' }],
    });
    expect(refused.userErrors.map((e) => e.code)).toEqual(['INVALID_DELIVERY_OPTION']);
  });
});
