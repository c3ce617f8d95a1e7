import { describe, expect, it } from 'vitest';
import { useCatalogServer } from '../testing/catalog-fixture.ts';
import { databaseKinds } from '../testing/test-databases.ts';

type Result = {
  predictiveSearch: {
    queries: { text: string; styledText: string }[];
    collections: { handle: string; title: string }[];
    products: { handle: string; title: string; vendor: string; productType: string }[];
  };
};

const searchQuery = `
  query PredictiveSuggestions($query: String!, $limit: Int, $types: [PredictiveSearchType!], $language: LanguageCode)
      @inContext(language: $language) {
    predictiveSearch(query: $query, limit: $limit, limitScope: EACH, types: $types) {
      queries { text styledText }
      collections { handle title }
      products { handle title vendor productType }
    }
  }`;

describe.each(databaseKinds)('predictive search over HTTP on $kind', ({ kind, skip }) => {
  const api = useCatalogServer(kind, skip);
  const search = async (query: string, variables: Record<string, unknown> = {}) =>
    (await api.query<Result>(searchQuery, { query, limit: 5, ...variables })).predictiveSearch;
  const coffee = api.catalog.products.find((p) => p.category === 'coffee' && p.variants.length > 1);
  const machine = api.catalog.products.find((p) => p.category === 'machine');
  if (!coffee || !machine) throw new Error('the catalogue lacks coffee or machines');

  it.skipIf(skip)('finds a product by its title, best match first, at most the limit', async () => {
    const result = await search(coffee.title.de);
    expect(result.products[0]?.handle).toBe(coffee.handle.de);
    expect(result.products.length).toBeLessThanOrEqual(5);
  });

  it.skipIf(skip)('finds products by vendor and by product type, in the request language', async () => {
    const byVendor = await search(machine.vendor);
    expect(byVendor.products.length).toBeGreaterThan(0);
    expect(byVendor.products.every((p) => p.vendor === machine.vendor)).toBe(true);
    const byType = await search(machine.productType.en, { language: 'EN' });
    expect(byType.products.some((p) => p.productType === machine.productType.en)).toBe(true);
  });

  it.skipIf(skip)('finds a product by a variant SKU and by a variant title', async () => {
    const variant = coffee.variants[1];
    if (!variant) throw new Error('no second variant');
    expect((await search(variant.sku)).products[0]?.handle).toBe(coffee.handle.de);
    const titled = machine.variants.find((v) => v.title.de !== 'Default Title');
    if (titled) {
      const result = await search(`${machine.title.de.split(' ').slice(-1)[0]} ${titled.title.de}`);
      expect(result.products.length).toBeGreaterThan(0);
    }
  });

  it.skipIf(skip)('tolerates a typo and matches word beginnings', async () => {
    const typo = await search('Espreso');
    expect(typo.products.length).toBeGreaterThan(0);
    expect(typo.products.some((p) => /espresso/i.test(`${p.title} ${p.productType}`))).toBe(true);
    const prefix = await search('Siebtr');
    expect(prefix.products.some((p) => /Siebträger/.test(`${p.title} ${p.productType}`))).toBe(true);
  });

  it.skipIf(skip)('suggests collections and search terms', async () => {
    const result = await search('Espresso');
    expect(result.collections.some((c) => c.title.includes('Espresso'))).toBe(true);
    expect(result.queries[0]?.styledText).toContain('<mark>');
  });

  it.skipIf(skip)('returns only the kinds asked for, and nothing for gibberish', async () => {
    const products = await search('Espresso', { types: ['PRODUCT'] });
    expect(products.collections).toEqual([]);
    expect(products.products.length).toBeGreaterThan(0);
    const nothing = await search('qqqxxzzv');
    expect(nothing.products).toEqual([]);
  });

  it.skipIf(skip)('rejects a limit outside 1 to 10', async () => {
    const body = await api.request(searchQuery, { query: 'Kaffee', limit: 11 });
    expect(body.errors?.[0]?.message).toMatch(/between 1 and 10/);
  });
});
