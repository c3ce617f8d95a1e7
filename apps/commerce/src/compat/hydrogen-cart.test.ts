import { createCartHandler, createStorefrontClient } from '@shopify/hydrogen';
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadTypeDefs } from '../graphql/schema.ts';
import { toGlobalId } from '../node/global-id.ts';
import { useCatalogServer } from '../testing/catalog-fixture.ts';
import { loadPublishedSchema } from '../testing/published-schema.ts';
import { databaseKinds } from '../testing/test-databases.ts';
import { logOperations, validity } from './operation-log.ts';
import { skeletonCartFragment } from './skeleton-shapes.ts';

/*
 * The cart handler of @shopify/hydrogen 2025.1 as it ships: its own operations and fragments,
 * sent by its own Storefront API client over HTTP to the running service, which it reaches at
 * `http://…` because its client keeps a scheme it is given. Once with Hydrogen's default cart
 * fragment, once with a fragment of the skeleton template's shape.
 */

const ours = buildSchema(loadTypeDefs().join('\n'));
const published = loadPublishedSchema();

type Result = {
  cart?: { id?: string } | null;
  errors?: unknown;
  userErrors?: unknown[];
  warnings?: unknown[];
};

function expectAnswered(result: Result | null) {
  expect(result?.errors).toBeUndefined();
  expect(result?.userErrors ?? []).toEqual([]);
  expect(result?.cart?.id).toMatch(/^gid:\/\/shopify\/Cart\//);
}

describe.each(databaseKinds)('the Hydrogen 2025.1 cart handler over HTTP on $kind', ({ kind, skip }) => {
  const api = useCatalogServer(kind, skip);
  // Hydrogen's client names itself in the user agent; the test's own look-ups are not logged.
  const log = logOperations(
    () => api.server().url,
    (headers) => headers.get('user-agent')?.startsWith('Hydrogen') ?? false,
  );

  const variant = (category: string) => {
    const product = api.catalog.products.find(
      (p) =>
        p.category === category && p.variants.filter((v) => v.availableForSale && v.stock > 5).length > 0,
    );
    const found = product?.variants.find((v) => v.availableForSale && v.stock > 5);
    if (!found) throw new Error(`No ${category} in stock`);
    return { ...found, gid: toGlobalId('ProductVariant', found.id) };
  };

  function cartHandler(language: 'DE' | 'EN', fragment?: string) {
    let cartId: string | undefined;
    const { storefront } = createStorefrontClient({
      storeDomain: api.server().url,
      publicStorefrontToken: api.server().config.storefrontAccessToken,
      storefrontApiVersion: '2025-01',
      i18n: { language, country: 'DE' },
      logErrors: false,
    });
    const cart = createCartHandler({
      storefront,
      getCartId: () => cartId,
      setCartId: (id) => {
        cartId = id;
        return new Headers();
      },
      ...(fragment ? { cartQueryFragment: fragment } : {}),
    });
    // The handler keeps the id of the cart it created (the skeleton's setCartId writes a cookie).
    return { cart, id: () => cart.getCartId() ?? '' };
  }

  it.skipIf(skip).each([
    ['DE', 'Hydrogen’s default cart fragment', undefined],
    ['EN', 'a cart fragment of the skeleton’s shape', skeletonCartFragment],
  ] as const)('runs the whole cart flow in %s with %s', async (language, _label, fragment) => {
    const { cart, id } = cartHandler(language, fragment);
    const coffee = variant('coffee');
    const machine = variant('machine');
    const discount = api.catalog.discountCodes.find((d) => d.code === 'KAFFEE10');
    const giftCard = api.catalog.giftCards.find((g) => g.balanceCents > 0 && !g.expiresOn);
    if (!discount || !giftCard) throw new Error('The catalogue has no KAFFEE10 or gift card');

    // No cart yet: adding lines creates one (cartCreate), as the skeleton's first add does.
    const created = await cart.addLines([{ merchandiseId: coffee.gid, quantity: 2 }]);
    expectAnswered(created);
    expectAnswered(await cart.addLines([{ merchandiseId: machine.gid, quantity: 1 }]));

    const full = await cart.get();
    expect(full?.errors).toBeUndefined();
    // Hydrogen's default fragment reads edges, the skeleton's nodes.
    const lines = full?.lines.nodes ?? full?.lines.edges?.map((edge) => edge.node) ?? [];
    expect(lines.map((l) => l.merchandise.id).sort()).toEqual([coffee.gid, machine.gid].sort());
    const gross = coffee.priceCents * 2 + machine.priceCents;
    expect(Math.round(Number(full?.cost.totalAmount.amount) * 100)).toBe(gross);
    const tax = Math.round((coffee.priceCents * 2 * 7) / 107) + Math.round((machine.priceCents * 19) / 119);
    expect(Math.round(Number(full?.cost.totalTaxAmount?.amount) * 100)).toBe(tax);

    const coffeeLine = lines.find((l) => l.merchandise.id === coffee.gid);
    const machineLine = lines.find((l) => l.merchandise.id === machine.gid);
    if (!coffeeLine || !machineLine) throw new Error('lines missing');
    expectAnswered(await cart.updateLines([{ id: coffeeLine.id, quantity: 3 }]));
    expectAnswered(await cart.removeLines([machineLine.id]));
    expectAnswered(await cart.updateDiscountCodes([discount.code]));
    expectAnswered(await cart.updateGiftCardCodes([giftCard.code]));
    expectAnswered(
      await cart.updateBuyerIdentity({ email: 'kunde@example.com', phone: '+4930123456', countryCode: 'AT' }),
    );
    expectAnswered(await cart.updateNote('Bitte klingeln'));
    expectAnswered(await cart.updateAttributes([{ key: 'gift-wrap', value: 'yes' }]));

    const setMetafields = await cart.setMetafields([
      { key: 'custom.gift_message', type: 'single_line_text_field', value: 'Alles Gute!' },
    ]);
    expect(setMetafields.errors).toBeUndefined();
    expect(setMetafields.userErrors ?? []).toEqual([]);
    type WithMetafield = { cart: { metafield: { value: string; type: string } | null } };
    const metafieldQuery =
      'query M($id: ID!) { cart(id: $id) { metafield(namespace: "custom", key: "gift_message") { value type } } }';
    expect((await api.query<WithMetafield>(metafieldQuery, { id: id() })).cart.metafield).toEqual({
      value: 'Alles Gute!',
      type: 'single_line_text_field',
    });
    const deleted = await cart.deleteMetafield('custom.gift_message');
    expect(deleted.errors).toBeUndefined();
    expect(deleted.userErrors ?? []).toEqual([]);
    expect((await api.query<WithMetafield>(metafieldQuery, { id: id() })).cart.metafield).toBeNull();

    const address = {
      firstName: 'Erika',
      lastName: 'Mustermann',
      address1: 'Heidestraße 17',
      zip: '51147',
      city: 'Köln',
      countryCode: 'DE' as const,
    };
    const added = await cart.addDeliveryAddresses([
      { address: { deliveryAddress: address }, selected: true, validationStrategy: 'STRICT' },
    ]);
    expectAnswered(added);
    type Delivered = {
      cart: {
        delivery: {
          addresses: { id: string; selected: boolean; address: { city: string; formatted: string[] } }[];
        };
      };
    };
    const deliveryQuery = `query D($id: ID!) { cart(id: $id) { delivery { addresses { id selected address { ... on CartDeliveryAddress { city formatted(withName: true) } } } } } }`;
    const stored = await api.query<Delivered>(deliveryQuery, { id: id() });
    const addressId = stored.cart.delivery.addresses[0]?.id ?? '';
    expect(stored.cart.delivery.addresses).toEqual([
      {
        id: addressId,
        selected: true,
        address: { city: 'Köln', formatted: ['Erika Mustermann', 'Heidestraße 17', '51147 Köln', 'DE'] },
      },
    ]);
    expectAnswered(
      await cart.updateDeliveryAddresses([
        { id: addressId, address: { deliveryAddress: { ...address, city: 'Bonn', zip: '53111' } } },
      ]),
    );
    expect(
      (await api.query<Delivered>(deliveryQuery, { id: id() })).cart.delivery.addresses[0]?.address.city,
    ).toBe('Bonn');
    expectAnswered(
      await cart.updateSelectedDeliveryOption([
        { deliveryGroupId: toGlobalId('CartDeliveryGroup', 1), deliveryOptionHandle: 'standard' },
      ]),
    );
    expectAnswered(await cart.removeDeliveryAddresses([addressId]));
    expect((await api.query<Delivered>(deliveryQuery, { id: id() })).cart.delivery.addresses).toEqual([]);

    const final = await cart.get();
    expect(final?.errors).toBeUndefined();
    expect(final?.totalQuantity).toBe(3);
    expect(final?.buyerIdentity).toMatchObject({
      email: 'kunde@example.com',
      phone: '+4930123456',
      countryCode: 'AT',
      customer: null,
    });
    expect(final?.discountCodes).toEqual([{ code: discount.code, applicable: true }]);
    expect(final?.note).toBe('Bitte klingeln');
  });

  it.skipIf(skip)(
    'sent only operations valid against our schema and the published one, each answered',
    () => {
      const names = [...new Set(log.map((entry) => entry.name))].sort();
      expect(names).toEqual(
        [
          'CartQuery',
          'cartAttributesUpdate',
          'cartBuyerIdentityUpdate',
          'cartCreate',
          'cartDeliveryAddressesAdd',
          'cartDeliveryAddressesRemove',
          'cartDeliveryAddressesUpdate',
          'cartDiscountCodesUpdate',
          'cartGiftCardCodesUpdate',
          'cartLinesAdd',
          'cartLinesRemove',
          'cartLinesUpdate',
          'cartMetafieldDelete',
          'cartMetafieldsSet',
          'cartNoteUpdate',
          'cartSelectedDeliveryOptionsUpdate',
        ].sort(),
      );
      expect(validity(log, ours).filter((v) => v.problems.length > 0)).toEqual([]);
      expect(validity(log, published).filter((v) => v.problems.length > 0)).toEqual([]);
      expect(log.filter((entry) => entry.errors || !entry.hasData)).toEqual([]);
    },
  );
});
