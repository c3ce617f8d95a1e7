import { describe, expect, it } from 'vitest';
import { useCatalogServer } from '../testing/catalog-fixture.ts';
import { databaseKinds } from '../testing/test-databases.ts';

type Card = { id: string; handle: string; productType: string; vendor: string };
const idOf = (gid: string) => Number(gid.split('/').pop());

describe.each(databaseKinds)('recommendations, nodes and lists over HTTP on $kind', ({ kind, skip }) => {
  const api = useCatalogServer(kind, skip);
  const machine = api.catalog.products.find((p) => p.category === 'machine');
  const coffee = api.catalog.products.find((p) => p.category === 'coffee');
  if (!machine || !coffee) throw new Error('the catalogue lacks machines or coffee');
  const category = new Map(api.catalog.products.map((p) => [p.id, p.category]));

  const recommendations = `query R($handle: String, $id: ID, $intent: ProductRecommendationIntent, $language: LanguageCode)
      @inContext(language: $language) {
    productRecommendations(productHandle: $handle, productId: $id, intent: $intent) { id handle productType vendor } }`;

  it.skipIf(skip)(
    'recommends related products of the same type and complementary ones of other categories',
    async () => {
      const related = await api.query<{ productRecommendations: Card[] }>(recommendations, {
        handle: coffee.handle.de,
      });
      expect(related.productRecommendations.length).toBeGreaterThan(0);
      expect(related.productRecommendations.every((p) => p.productType === coffee.productType.de)).toBe(true);
      expect(related.productRecommendations.some((p) => idOf(p.id) === coffee.id)).toBe(false);
      const complementary = await api.query<{ productRecommendations: Card[] }>(recommendations, {
        id: `gid://shopify/Product/${machine.id}`,
        intent: 'COMPLEMENTARY',
      });
      const categories = complementary.productRecommendations.map((p) => category.get(idOf(p.id)));
      expect(categories.length).toBeGreaterThan(0);
      expect(categories.every((c) => c === 'coffee' || c === 'accessory')).toBe(true);
      const unknown = await api.query<{ productRecommendations: null }>(recommendations, { handle: 'nope' });
      expect(unknown.productRecommendations).toBeNull();
    },
  );

  it.skipIf(skip)('answers node and nodes by global id, null for unknown ids', async () => {
    const variant = coffee.variants[0];
    const collection = api.catalog.collections[0];
    const ids = [
      `gid://shopify/Product/${coffee.id}`,
      `gid://shopify/ProductVariant/${variant?.id}`,
      `gid://shopify/Collection/${collection?.id}`,
      `gid://shopify/Page/${api.catalog.pages[0]?.id}`,
      `gid://shopify/Article/${api.catalog.articles[0]?.id}`,
      'gid://shopify/Product/987654321',
      'not-a-global-id',
    ];
    const query = `query N($ids: [ID!]!, $id: ID!) {
      node(id: $id) { id ... on Product { handle } }
      nodes(ids: $ids) { __typename id ... on ProductVariant { sku } ... on Collection { handle } } }`;
    const data = await api.query<{
      node: { handle: string };
      nodes: ({ __typename: string; sku?: string } | null)[];
    }>(query, {
      ids,
      id: ids[0],
    });
    expect(data.node.handle).toBe(coffee.handle.de);
    expect(data.nodes.map((n) => n?.__typename ?? null)).toEqual([
      'Product',
      'ProductVariant',
      'Collection',
      'Page',
      'Article',
      null,
      null,
    ]);
    expect(data.nodes[1]?.sku).toBe(variant?.sku);
  });

  it.skipIf(skip)('lists collections with paging, and products by query, vendor and sort key', async () => {
    const collections = await api.query<{
      collections: { nodes: { handle: string }[]; pageInfo: { hasNextPage: boolean } };
    }>('{ collections(first: 10) { nodes { handle } pageInfo { hasNextPage } } }');
    expect(collections.collections.nodes.map((c) => c.handle)).toEqual(
      api.catalog.collections.slice(0, 10).map((c) => c.handle.de),
    );
    expect(collections.collections.pageInfo.hasNextPage).toBe(true);
    const query = `query P($q: String, $sort: ProductSortKeys) { products(first: 50, query: $q, sortKey: $sort) { nodes { id vendor } } }`;
    const byVendor = await api.query<{ products: { nodes: Card[] } }>(query, {
      q: `vendor:"${machine.vendor}"`,
    });
    expect(byVendor.products.nodes.length).toBe(
      api.catalog.products.filter((p) => p.vendor === machine.vendor).length,
    );
    const byText = await api.query<{ products: { nodes: Card[] } }>(query, {
      q: coffee.title.de,
      sort: 'RELEVANCE',
    });
    expect(idOf(byText.products.nodes[0]?.id ?? '')).toBe(coffee.id);
  });
});
