import { buildSchema, Kind, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { useCatalogServer } from '../../testing/catalog-fixture.ts';
import { databaseKinds } from '../../testing/test-databases.ts';
import { loadTypeDefs } from '../schema.ts';
import { fragmentsOf, measureOperation } from './operation-cost.ts';
import { queryLimits } from './query-limits.ts';

const schema = buildSchema(loadTypeDefs().join('\n'));

/** A collection page as the specification wants it: 250 product cards by default. */
const collectionPage = `
  query CollectionPage($handle: String!) {
    collection(handle: $handle) {
      id title
      products { nodes { ...ProductCard } pageInfo { hasNextPage endCursor } }
    }
  }
  fragment ProductCard on Product {
    id handle title vendor availableForSale
    featuredImage { url altText }
    priceRange { minVariantPrice { amount currencyCode } maxVariantPrice { amount currencyCode } }
    compareAtPriceRange { minVariantPrice { amount currencyCode } maxVariantPrice { amount currencyCode } }
    variants(first: 1) {
      nodes { id availableForSale price { amount currencyCode } unitPrice { amount currencyCode } }
    }
  }`;

const nestedPages = '{ products(first: 250) { nodes { variants(first: 250) { nodes { id } } } } }';

function costOf(source: string): number {
  const document = parse(source);
  const [operation] = document.definitions;
  if (operation?.kind !== Kind.OPERATION_DEFINITION) throw new Error('no operation');
  return measureOperation(operation, schema, fragmentsOf(document), {}).cost;
}

describe('cost counts records, not value objects', () => {
  it('prices a 250-card collection page by its products and variants', () => {
    // collection 1 + 250 × (product 1 + 1 × variant 1); image, prices and page info are values.
    expect(costOf(collectionPage)).toBe(501);
  });

  it('still multiplies nested pages', () => {
    // 250 × (product 1 + 250 × variant 1)
    expect(costOf(nestedPages)).toBe(62_750);
  });

  it('multiplies a list asked by ids by the number of ids', () => {
    const ids = (n: number) =>
      JSON.stringify(Array.from({ length: n }, (_, i) => `gid://shopify/Product/${i}`));
    expect(costOf(`{ nodes(ids: ${ids(3)}) { id } }`)).toBe(3);
    // 250 × (product 1 + 250 × variant 1): a page inside each of many nodes is refused like nested pages.
    expect(
      costOf(`{ nodes(ids: ${ids(250)}) { ... on Product { variants(first: 250) { nodes { id } } } } }`),
    ).toBe(62_750);
  });

  it('counts an interface or union by the records it may hold', () => {
    expect(costOf('{ node(id: "x") { id } }')).toBe(1);
    expect(costOf('{ cart(id: "x") { lines(first: 2) { nodes { merchandise { __typename } } } } }')).toBe(5);
    expect(costOf('{ localization { country { isoCode } } }')).toBe(0);
  });
});

/** Product fields in the shape Next.js Commerce's Shopify provider asks them (lib/shopify/fragments). */
const nextProduct = `
  fragment image on Image { url altText width height }
  fragment seo on SEO { description title }
  fragment product on Product {
    id handle availableForSale title description descriptionHtml
    options { id name }
    priceRange { maxVariantPrice { amount currencyCode } minVariantPrice { amount currencyCode } }
    variants(first: 250) { edges { node {
      id title availableForSale selectedOptions { name value } price { amount currencyCode }
    } } }
    featuredImage { ...image }
    images(first: 20) { edges { node { ...image } } }
    seo { ...seo } tags updatedAt
  }`;

describe('cost follows what real clients send the platform (decision 0025)', () => {
  it("admits Next.js Commerce's product list: 100 products with 250 variants and 20 images each", () => {
    const cost = costOf(`query getProducts($query: String) {
      products(query: $query, first: 100) { edges { node { ...product } } } } ${nextProduct}`);
    // 100 × (product 1 + 1 option + 250 variants + 20 images counted as one item each)
    expect(cost).toBe(27_200);
    expect(cost).toBeLessThanOrEqual(queryLimits.maxCost);
  });

  it("admits Next.js Commerce's cart with 100 lines that each open their product", () => {
    const cost = costOf(`query getCart($cartId: ID!) { cart(id: $cartId) {
      id checkoutUrl totalQuantity
      cost { subtotalAmount { amount currencyCode } totalAmount { amount currencyCode } }
      lines(first: 100) { edges { node { id quantity cost { totalAmount { amount currencyCode } }
        merchandise { ... on ProductVariant { id title selectedOptions { name value } product { ...product } } } } } }
    } } ${nextProduct}`);
    // cart 1 + 100 × (line 1 + variant 1 + the product as above, 272)
    expect(cost).toBe(27_401);
    expect(cost).toBeLessThanOrEqual(queryLimits.maxCost);
  });

  it("admits the specification's collection query: 250 products with 50 variants", () => {
    const cost = costOf(`{ collection(handle: "kaffee") { id title products(first: 250) { nodes {
      id title variants(first: 50) { nodes { id price { amount } } } } } } }`);
    expect(cost).toBe(1 + 250 * 51);
  });

  it('refuses nested pages that explode to millions of records', () => {
    const cost = costOf(`{ collections(first: 250) { nodes { products(first: 250) { nodes {
      variants(first: 250) { nodes { id } } } } } } }`);
    expect(cost).toBe(250 * (1 + 250 * (1 + 250)));
    expect(cost).toBeGreaterThan(queryLimits.maxCost);
  });

  it('measures fragments spread twice at every level once each, as execution does', () => {
    const levels = 30;
    const fragments = Array.from(
      { length: levels },
      (_, i) => `fragment F${i} on Product { id ...F${i + 1} ...F${i + 1} }`,
    ).join(' ');
    const started = performance.now();
    const cost = costOf(
      `{ products(first: 10) { nodes { ...F0 } } } ${fragments} fragment F${levels} on Product { title }`,
    );
    expect(cost).toBe(10);
    console.info(
      `cost of a ${levels}-level fragment fan-out measured in ${(performance.now() - started).toFixed(1)} ms`,
    );
  });
});

type Card = { id: string; variants: { nodes: { price: { amount: string } }[] } };
type Page = { collection: { products: { nodes: Card[]; pageInfo: { hasNextPage: boolean } } } | null };

describe.each(databaseKinds)('a collection page over HTTP on $kind', ({ kind, skip }) => {
  // 450 products put 262 into the coffee collection, so a full page of 250 comes back.
  const api = useCatalogServer(kind, skip, 450);
  const coffee = api.catalog.collections.find((c) => c.key === 'coffee');
  if (!coffee) throw new Error('no coffee collection');

  it.skipIf(skip)('answers 250 product cards', async () => {
    const { collection } = await api.query<Page>(collectionPage, { handle: coffee.handle.de });
    expect(collection?.products.nodes).toHaveLength(250);
    expect(collection?.products.pageInfo.hasNextPage).toBe(true);
    expect(collection?.products.nodes[0]?.variants.nodes[0]?.price.amount).toMatch(/^\d+\.\d+$/);
  });

  it.skipIf(skip)('refuses nested pages before any resolver runs', async () => {
    const body = await api.request(nestedPages);
    expect(body).toEqual({
      errors: [
        {
          message: `Query cost is 62750, which exceeds the single query max cost limit (${queryLimits.maxCost}).`,
          extensions: { code: 'MAX_COST_EXCEEDED', cost: 62_750, maxCost: queryLimits.maxCost },
        },
      ],
    });
  });
});
