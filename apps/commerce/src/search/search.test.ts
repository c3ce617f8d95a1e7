import { describe, expect, it } from 'vitest';
import { useCatalogServer } from '../testing/catalog-fixture.ts';
import { databaseKinds } from '../testing/test-databases.ts';

type Item = {
  __typename: 'Product' | 'Page' | 'Article';
  id: string;
  title: string;
  availableForSale?: boolean;
  priceRange?: { minVariantPrice: { amount: string } };
  trackingParameters: string | null;
};
type Answer = {
  search: {
    totalCount: number;
    nodes: Item[];
    edges: { cursor: string }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    productFilters: { id: string; values: { id: string; count: number; input: string }[] }[];
  };
};

const searchQuery = `
  query Search($query: String!, $first: Int, $after: String, $types: [SearchType!], $sortKey: SearchSortKeys,
      $reverse: Boolean, $filters: [ProductFilter!], $unavailable: SearchUnavailableProductsType, $language: LanguageCode,
      $prefix: SearchPrefixQueryType)
      @inContext(language: $language) {
    search(query: $query, first: $first, after: $after, types: $types, sortKey: $sortKey, reverse: $reverse,
        productFilters: $filters, unavailableProducts: $unavailable, prefix: $prefix) {
      totalCount
      edges { cursor }
      nodes {
        __typename
        ... on Product { id title availableForSale priceRange { minVariantPrice { amount } } trackingParameters }
        ... on Page { id title trackingParameters }
        ... on Article { id title trackingParameters }
      }
      pageInfo { hasNextPage endCursor }
      productFilters { id values { id count input } }
    }
  }`;

describe.each(databaseKinds)('search on $kind', ({ kind, skip }) => {
  const api = useCatalogServer(kind, skip);
  const run = (variables: Record<string, unknown>) =>
    api.query<Answer>(searchQuery, { first: 250, ...variables });

  it.skipIf(skip)(
    'finds products, then pages and articles, with tracking parameters and a total',
    async () => {
      const { search } = await run({ query: 'Kaffee', language: 'DE' });
      const kinds = search.nodes.map((n) => n.__typename);
      expect(kinds).toContain('Product');
      expect(kinds.indexOf('Page') === -1 || kinds.lastIndexOf('Product') < kinds.indexOf('Page')).toBe(true);
      expect(search.totalCount).toBeGreaterThanOrEqual(search.nodes.length);
      expect(search.nodes[0]?.trackingParameters).toMatch(/^_pos=1&_sid=[0-9a-f]{9}&_ss=r$/);
      const onlyPages = await run({ query: 'Versand', types: ['PAGE'], language: 'DE' });
      expect(onlyPages.search.nodes.length).toBeGreaterThan(0);
      expect(onlyPages.search.nodes.every((n) => n.__typename === 'Page')).toBe(true);
    },
  );

  it.skipIf(skip)('pages through the results with cursors, without gaps or repeats', async () => {
    const all = (await run({ query: 'Kaffee', language: 'DE' })).search;
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const { search } = await run({ query: 'Kaffee', language: 'DE', first: 7, after });
      seen.push(...search.nodes.map((n) => n.id));
      if (!search.pageInfo.hasNextPage) break;
      after = search.pageInfo.endCursor;
    }
    expect(seen).toEqual(all.nodes.map((n) => n.id));
  });

  it.skipIf(skip)(
    'orders by price, hides or shows unavailable products, and filters with counted facets',
    async () => {
      const byPrice = await run({ query: 'espresso', types: ['PRODUCT'], sortKey: 'PRICE', language: 'EN' });
      const prices = byPrice.search.nodes.map((n) => Number(n.priceRange?.minVariantPrice.amount));
      expect(prices.length).toBeGreaterThan(1);
      const available = byPrice.search.nodes
        .filter((n) => n.availableForSale)
        .map((n) => Number(n.priceRange?.minVariantPrice.amount));
      expect(available).toEqual([...available].sort((a, b) => a - b));
      const hidden = await run({
        query: 'espresso',
        types: ['PRODUCT'],
        unavailable: 'HIDE',
        language: 'EN',
      });
      expect(hidden.search.nodes.every((n) => n.availableForSale)).toBe(true);
      const vendor = byPrice.search.productFilters.find((f) => f.id === 'filter.p.vendor');
      const first = vendor?.values[0];
      if (!first) throw new Error('No vendor facet over the search results');
      const filtered = await run({
        query: 'espresso',
        types: ['PRODUCT'],
        filters: [JSON.parse(first.input)],
        language: 'EN',
      });
      expect(filtered.search.totalCount).toBe(first.count);
    },
  );

  it.skipIf(skip)('matches whole words only with prefix NONE, the last word’s start with LAST', async () => {
    const ids = async (query: string, prefix: string | null, types = ['PRODUCT']) =>
      (await run({ query, prefix, types, language: 'DE' })).search.nodes.map((n) => n.id);
    const titles = async (query: string, prefix: string | null) =>
      (await run({ query, prefix, types: ['PRODUCT'], language: 'DE' })).search.nodes.map((n) => n.title);

    // A word cut short finds nothing as a whole word, and what it starts as its last word.
    expect(await ids('Espress', 'NONE')).toEqual([]);
    const started = await titles('Espress', 'LAST');
    expect(started.length).toBeGreaterThan(0);
    expect(started.some((t) => /espresso/i.test(t))).toBe(true);

    // Whole words: compounds such as "Kaffeemühle" do not match "Kaffee", typed out or not.
    const whole = await ids('Kaffee', 'NONE');
    const prefixed = await ids('Kaffee', 'LAST');
    expect(whole.length).toBeGreaterThan(0);
    expect(prefixed.length).toBeGreaterThan(whole.length);
    expect(whole.every((id) => prefixed.includes(id))).toBe(true);
    // No typo tolerance for whole words: a misspelling finds nothing, where the default forgives it.
    expect(await ids('Espreso', 'NONE')).toEqual([]);
    expect((await ids('Espreso', null)).length).toBeGreaterThan(0);

    // A SKU, typed out, is a whole word too.
    const product = api.catalog.products[3];
    const sku = product?.variants[0]?.sku ?? '';
    expect(await ids(sku, 'NONE')).toContain(`gid://shopify/Product/${product?.id}`);
    expect(await ids(sku.slice(0, -1), 'NONE')).not.toContain(`gid://shopify/Product/${product?.id}`);

    // Pages and articles follow the same rule.
    expect(await ids('Versan', 'NONE', ['PAGE'])).toEqual([]);
    expect((await ids('Versan', 'LAST', ['PAGE'])).length).toBeGreaterThan(0);
    expect((await ids('Versand', 'NONE', ['PAGE'])).length).toBeGreaterThan(0);
  });
});
