import { createStorefrontApiClient } from '@shopify/storefront-api-client';
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../testing/test-databases.ts';
import { useTestService } from '../testing/test-service.ts';
import { insertCartFixtures, fixtureVariants as v } from './cart-fixtures.ts';
import { variantGid } from './cart-test-client.ts';

const cartCreate = `#graphql
  mutation CartCreate($lines: [CartLineInput!], $language: LanguageCode) @inContext(language: $language) {
    cartCreate(input: { lines: $lines }) { cart { id } userErrors { field message } }
  }`;
const cartLinesAdd = `#graphql
  mutation CartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!, $language: LanguageCode) @inContext(language: $language) {
    cartLinesAdd(cartId: $cartId, lines: $lines) { cart { id totalQuantity } userErrors { field message } warnings { code message target } }
  }`;
const getCart = `#graphql
  query GetCartById($cartId: ID!, $language: LanguageCode) @inContext(language: $language) {
    cart(id: $cartId) { id totalQuantity cost { totalAmount { amount currencyCode } }
      lines(first: 50) { edges { node { quantity merchandise { ... on ProductVariant { id } } } } } }
  }`;

describe.each(databaseKinds)(
  'a client written by others (@shopify/storefront-api-client) on $kind',
  ({ kind, skip }) => {
    const { server } = useTestService(kind, skip, { prepare: insertCartFixtures });

    it.skipIf(skip)('creates a cart, adds lines and reads it back unchanged', async () => {
      const requested: string[] = [];
      const client = createStorefrontApiClient({
        storeDomain: 'kaffee.example',
        apiVersion: '2025-01',
        publicAccessToken: server.config.storefrontAccessToken,
        // The client always builds an https URL on the store's domain; only that is rewritten.
        customFetchApi: (url, init) => {
          requested.push(url);
          const local = new URL(url);
          const headers = Object.entries(init?.headers ?? {}).map(([k, value]): [string, string] => [
            k,
            Array.isArray(value) ? value.join(', ') : value,
          ]);
          return fetch(`${server.url}${local.pathname}${local.search}`, {
            method: init?.method,
            body: init?.body,
            headers,
          });
        },
      });

      const created = await client.request(cartCreate, {
        variables: { lines: [{ merchandiseId: variantGid(v.espresso.id), quantity: 1 }], language: 'EN' },
      });
      expect(created.errors).toBeUndefined();
      const cartId: string = created.data.cartCreate.cart.id;
      const added = await client.request(cartLinesAdd, {
        variables: {
          cartId,
          lines: [{ merchandiseId: variantGid(v.plenty.id), quantity: 2 }],
          language: 'DE',
        },
      });
      expect(added.data.cartLinesAdd.userErrors).toEqual([]);
      const read = await client.request(getCart, { variables: { cartId, language: 'DA' } });
      expect(read.data.cart.totalQuantity).toBe(3);
      expect(read.data.cart.cost.totalAmount).toEqual({ amount: '14.99', currencyCode: 'EUR' });
      expect(read.data.cart.lines.edges.map((e: { node: { quantity: number } }) => e.node.quantity)).toEqual([
        1, 2,
      ]);
      expect(requested[0]).toBe('https://kaffee.example/api/2025-01/graphql.json');
    });
  },
);
