import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefrontClient, StorefrontApiError } from './client.ts';
import { CartQuantityDocument, HomeProductsDocument } from './generated/storefront.ts';

/*
 * A stand-in for a hosted store (a third party we do not run) that answers whatever a test sets,
 * over a real socket, and records what the client sent.
 */
let answer: { status: number; body: unknown } = { status: 200, body: {} };
const received: { body: unknown; token: string | undefined }[] = [];
let server: Server;
let endpoint = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    request.on('end', () => {
      received.push({
        body: JSON.parse(text),
        token: request.headers['shopify-storefront-private-token'] as string,
      });
      response.writeHead(answer.status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/2025-01/graphql.json`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const client = () => createStorefrontClient({ endpoint, accessToken: 'secret', tokenKind: 'private' });
const product = {
  id: 'gid://shopify/Product/1',
  handle: 'espresso',
  title: 'Espresso',
  vendor: 'Kaffeekontor',
  productType: 'Espresso',
  availableForSale: true,
  featuredImage: null,
  priceRange: {
    minVariantPrice: { amount: '12.9', currencyCode: 'EUR' },
    maxVariantPrice: { amount: '12.9', currencyCode: 'EUR' },
  },
  variants: {
    nodes: [
      {
        id: 'gid://shopify/ProductVariant/1',
        title: 'Default Title',
        availableForSale: true,
        currentlyNotInStock: false,
        price: { amount: '12.9', currencyCode: 'EUR' },
        compareAtPrice: null,
        unitPrice: { amount: '51.6', currencyCode: 'EUR' },
        unitPriceMeasurement: { referenceUnit: 'KG', referenceValue: 1 },
        selectedOptions: [{ name: 'Title', value: 'Default Title' }],
        image: null,
      },
    ],
  },
  certifications: null,
};

describe('the storefront client', () => {
  it('sends the named document with its fragments and returns the answer as its type', async () => {
    answer = { status: 200, body: { data: { products: { nodes: [{ ...product, extra: 'dropped' }] } } } };
    const result = await client().request(HomeProductsDocument, { language: 'DE' });
    expect(result.products.nodes).toEqual([product]);
    expect(received.at(-1)).toEqual({
      token: 'secret',
      body: {
        query: HomeProductsDocument.toString(),
        variables: { language: 'DE' },
        operationName: 'HomeProducts',
      },
    });
    expect(HomeProductsDocument.toString()).toContain('fragment ProductCard on Product');
  });

  it('refuses an answer outside the schema with a clear error', async () => {
    answer = { status: 200, body: { data: { products: { nodes: [{ ...product, handle: null }] } } } };
    await expect(client().request(HomeProductsDocument, { language: 'DE' })).rejects.toThrow(
      'The answer does not fit the schema: Cannot return null for non-nullable field Product.handle.',
    );
    answer = {
      status: 200,
      body: {
        data: {
          products: {
            nodes: [{ ...product, priceRange: { minVariantPrice: { amount: 12.9, currencyCode: 'EUR' } } }],
          },
        },
      },
    };
    await expect(client().request(HomeProductsDocument, { language: 'DE' })).rejects.toThrow(
      'does not fit the schema: Decimal cannot represent 12.9',
    );
    answer = { status: 200, body: { data: { cart: { id: 'c1', totalQuantity: 'three' } } } };
    await expect(client().request(CartQuantityDocument, { cartId: 'c1', language: 'EN' })).rejects.toThrow(
      /does not fit the schema: Int cannot represent non-integer value: "three"/,
    );
  });

  it('raises the first GraphQL error, or the status when there is none (spec section 8)', async () => {
    answer = { status: 200, body: { data: null, errors: [{ message: 'Throttled' }, { message: 'Other' }] } };
    await expect(client().request(CartQuantityDocument, { cartId: 'c1', language: 'EN' })).rejects.toThrow(
      'Throttled',
    );
    answer = { status: 502, body: 'Bad gateway' };
    await expect(client().request(CartQuantityDocument, { cartId: 'c1', language: 'EN' })).rejects.toThrow(
      'GraphQL Error (Code: 502)',
    );
  });

  it('returns the data that came with errors when asked to (errorPolicy all)', async () => {
    answer = { status: 200, body: { data: { cart: null }, errors: [{ message: 'Cart not found' }] } };
    const result = await client().request(
      CartQuantityDocument,
      { cartId: 'c1', language: 'EN' },
      { errorPolicy: 'all' },
    );
    expect(result).toEqual({ cart: null });
    await expect(client().request(CartQuantityDocument, { cartId: 'c1', language: 'EN' })).rejects.toThrow(
      'Cart not found',
    );
  });

  it('reports an unreachable API as such', async () => {
    const down = createStorefrontClient({ endpoint: 'http://127.0.0.1:9/graphql', accessToken: 'x' });
    const error = await down.request(CartQuantityDocument, { cartId: 'c1', language: 'DE' }).catch((e) => e);
    expect(error).toBeInstanceOf(StorefrontApiError);
    expect(error.unreachable).toBe(true);
  });
});
