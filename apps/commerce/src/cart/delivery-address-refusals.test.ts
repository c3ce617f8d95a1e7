import { describe, expect, it } from 'vitest';
import { useCatalogServer } from '../testing/catalog-fixture.ts';
import { databaseKinds } from '../testing/test-databases.ts';

type Cart = { id: string; delivery: { addresses: { id: string; selected: boolean }[] } };
type Payload = { cart: Cart; userErrors: { field: string[]; code: string }[] };

const address = {
  deliveryAddress: { address1: 'Heidestraße 17', zip: '51147', city: 'Köln', countryCode: 'DE' },
};
const payload = '{ cart { id delivery { addresses { id selected } } } userErrors { field code } }';
const add = `mutation Add($id: ID!, $addresses: [CartSelectableAddressInput!]!) {
  cartDeliveryAddressesAdd(cartId: $id, addresses: $addresses) ${payload} }`;
const update = `mutation Update($id: ID!, $addresses: [CartSelectableAddressUpdateInput!]!) {
  cartDeliveryAddressesUpdate(cartId: $id, addresses: $addresses) ${payload} }`;
const onlyOne = [{ field: ['addresses'], code: 'ONLY_ONE_DELIVERY_ADDRESS_CAN_BE_SELECTED' }];

describe.each(databaseKinds)('delivery addresses a cart refuses on $kind', ({ kind, skip }) => {
  const api = useCatalogServer(kind, skip, 60);

  async function cartWithTwoAddresses(): Promise<Cart> {
    const created = await api.query<{ cartCreate: Payload }>(`mutation { cartCreate(input: {}) ${payload} }`);
    const added = await api.query<{ cartDeliveryAddressesAdd: Payload }>(add, {
      id: created.cartCreate.cart.id,
      addresses: [{ address, selected: true }, { address }],
    });
    expect(added.cartDeliveryAddressesAdd.userErrors).toEqual([]);
    return added.cartDeliveryAddressesAdd.cart;
  }

  it.skipIf(skip)(
    'adding two selected addresses at once is refused and leaves the cart as it was',
    async () => {
      const cart = await cartWithTwoAddresses();
      const answer = await api.query<{ cartDeliveryAddressesAdd: Payload }>(add, {
        id: cart.id,
        addresses: [
          { address, selected: true },
          { address, selected: true },
        ],
      });
      expect(answer.cartDeliveryAddressesAdd.userErrors).toEqual(onlyOne);
      expect(answer.cartDeliveryAddressesAdd.cart.delivery.addresses).toEqual(cart.delivery.addresses);
    },
  );

  it.skipIf(skip)('selecting both addresses in one update is refused the same way', async () => {
    const cart = await cartWithTwoAddresses();
    const answer = await api.query<{ cartDeliveryAddressesUpdate: Payload }>(update, {
      id: cart.id,
      addresses: cart.delivery.addresses.map((stored) => ({ id: stored.id, selected: true })),
    });
    expect(answer.cartDeliveryAddressesUpdate.userErrors).toEqual(onlyOne);
    expect(answer.cartDeliveryAddressesUpdate.cart.delivery.addresses).toEqual(cart.delivery.addresses);
  });
});
