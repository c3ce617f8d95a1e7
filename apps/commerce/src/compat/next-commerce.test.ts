import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadTypeDefs } from '../graphql/schema.ts';
import { toGlobalId } from '../node/global-id.ts';
import { useCatalogServer } from '../testing/catalog-fixture.ts';
import { loadPublishedSchema } from '../testing/published-schema.ts';
import { databaseKinds } from '../testing/test-databases.ts';
import { nextCommerceOperations as ops } from './next-commerce-shapes.ts';

const ours = buildSchema(loadTypeDefs().join('\n'));
const published = loadPublishedSchema();

type Money = { amount: string; currencyCode: string };
type CartJson = {
  id: string;
  checkoutUrl: string;
  totalQuantity: number;
  cost: { totalAmount: Money; totalTaxAmount: Money | null };
  lines: {
    edges: {
      node: {
        id: string;
        quantity: number;
        merchandise: { id: string; product: { options: { values: string[] }[] } };
      };
    }[];
  };
};

describe('the Next.js Commerce-shaped operations', () => {
  it.each(Object.entries(ops))('%s is valid against our schema and the published one', (_name, document) => {
    expect(validate(published, parse(document)).map((e) => e.message)).toEqual([]);
    expect(validate(ours, parse(document)).map((e) => e.message)).toEqual([]);
  });
});

describe.each(databaseKinds)('Next.js Commerce’s operations over HTTP on $kind', ({ kind, skip }) => {
  const api = useCatalogServer(kind, skip);

  /** As its `shopifyFetch` posts: JSON with the public token header, no `@inContext`. */
  async function shopifyFetch<T>(
    name: keyof typeof ops,
    variables: Record<string, unknown> = {},
  ): Promise<T> {
    const response = await fetch(`${api.server().url}/api/2025-01/graphql.json`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Shopify-Storefront-Access-Token': api.server().config.storefrontAccessToken,
      },
      body: JSON.stringify({ query: ops[name], variables }),
    });
    expect(response.status, name).toBe(200);
    const body: { data?: T; errors?: unknown } = await response.json();
    expect(body.errors, name).toBeUndefined();
    if (!body.data) throw new Error(`${name} answered no data`);
    return body.data;
  }

  it.skipIf(skip)(
    'answers its ten queries with real handles, including 100 products × 250 variants × 20 images',
    async () => {
      const collection =
        api.catalog.collections.find((c) => c.key !== undefined) ?? api.catalog.collections[0];
      const product = api.catalog.products.find((p) => p.options.length > 0 && !p.isGiftCard);
      const page = api.catalog.pages[0];
      if (!collection || !product || !page) throw new Error('catalogue incomplete');
      const got = await shopifyFetch<{ collection: { title: string } }>('getCollection', {
        handle: collection.handle.de,
      });
      expect(got.collection.title).toBe(collection.title.de);
      const collections = await shopifyFetch<{ collections: { edges: unknown[] } }>('getCollections');
      expect(collections.collections.edges.length).toBe(Math.min(100, api.catalog.collections.length));
      const inCollection = await shopifyFetch<{ collection: { products: { edges: unknown[] } } }>(
        'getCollectionProducts',
        {
          handle: collection.handle.de,
          sortKey: 'BEST_SELLING',
          reverse: false,
        },
      );
      expect(inCollection.collection.products.edges.length).toBeGreaterThan(0);
      const menu = await shopifyFetch<{ menu: { items: { title: string; url: string }[] } }>('getMenu', {
        handle: 'main-menu',
      });
      expect(menu.menu.items.length).toBeGreaterThan(0);
      const onePage = await shopifyFetch<{ pageByHandle: { title: string; bodySummary: string } }>(
        'getPage',
        { handle: page.slug.de },
      );
      expect(onePage.pageByHandle.title).toBe(page.title.de);
      const pages = await shopifyFetch<{ pages: { edges: unknown[] } }>('getPages');
      expect(pages.pages.edges).toHaveLength(api.catalog.pages.length);
      const one = await shopifyFetch<{
        product: { id: string; options: { name: string; values: string[] }[] };
      }>('getProduct', {
        handle: product.handle.de,
      });
      expect(one.product.options.map((o) => o.values)).toEqual(
        product.options.map((o) => o.values.map((v) => v.name.de)),
      );
      const list = await shopifyFetch<{ products: { edges: unknown[] } }>('getProducts', {
        sortKey: 'PRICE',
        reverse: true,
        query: '',
      });
      expect(list.products.edges).toHaveLength(100);
      const found = await shopifyFetch<{ products: { edges: unknown[] } }>('getProducts', {
        sortKey: 'RELEVANCE',
        query: 'Espresso',
      });
      expect(found.products.edges.length).toBeGreaterThan(0);
      const recommended = await shopifyFetch<{ productRecommendations: unknown[] }>(
        'getProductRecommendations',
        {
          productId: one.product.id,
        },
      );
      expect(recommended.productRecommendations.length).toBeGreaterThan(0);
    },
  );

  it.skipIf(skip)('runs its cart flow: create, add, edit, remove, read, with VAT in the total', async () => {
    const sellable = api.catalog.products
      .filter((p) => p.category === 'coffee')
      .flatMap((p) => p.variants.filter((v) => v.availableForSale && v.stock > 5))
      .slice(0, 2);
    const [first, second] = sellable;
    if (!first || !second) throw new Error('No coffee in stock');
    const created = await shopifyFetch<{ cartCreate: { cart: CartJson } }>('createCart', { lineItems: [] });
    const cartId = created.cartCreate.cart.id;
    expect(created.cartCreate.cart.totalQuantity).toBe(0);
    const added = await shopifyFetch<{ cartLinesAdd: { cart: CartJson } }>('addToCart', {
      cartId,
      lines: [
        { merchandiseId: toGlobalId('ProductVariant', first.id), quantity: 1 },
        { merchandiseId: toGlobalId('ProductVariant', second.id), quantity: 1 },
      ],
    });
    const lines = added.cartLinesAdd.cart.lines.edges.map((e) => e.node);
    expect(lines).toHaveLength(2);
    const firstLine = lines.find((l) => l.merchandise.id === toGlobalId('ProductVariant', first.id));
    const secondLine = lines.find((l) => l.merchandise.id === toGlobalId('ProductVariant', second.id));
    if (!firstLine || !secondLine) throw new Error('lines missing');
    const edited = await shopifyFetch<{ cartLinesUpdate: { cart: CartJson } }>('editCartItems', {
      cartId,
      lines: [{ id: firstLine.id, merchandiseId: toGlobalId('ProductVariant', first.id), quantity: 3 }],
    });
    expect(edited.cartLinesUpdate.cart.totalQuantity).toBe(4);
    const removed = await shopifyFetch<{ cartLinesRemove: { cart: CartJson } }>('removeFromCart', {
      cartId,
      lineIds: [secondLine.id],
    });
    expect(removed.cartLinesRemove.cart.totalQuantity).toBe(3);
    const { cart } = await shopifyFetch<{ cart: CartJson }>('getCart', { cartId });
    expect(Math.round(Number(cart.cost.totalAmount.amount) * 100)).toBe(first.priceCents * 3);
    expect(Math.round(Number(cart.cost.totalTaxAmount?.amount) * 100)).toBe(
      Math.round((first.priceCents * 3 * 7) / 107),
    );
    expect(cart.checkoutUrl).toMatch(/\/checkouts\//);
  });
});
