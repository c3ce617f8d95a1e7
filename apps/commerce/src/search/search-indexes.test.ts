import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentLanguages } from '../i18n/language.ts';
import { useCatalogServer } from '../testing/catalog-fixture.ts';
import { notificationsHeard } from '../testing/notifications-heard.ts';
import { databaseKinds } from '../testing/test-databases.ts';

type Product = { handle: string; title: string; vendor: string; productType: string };
type Result = { predictiveSearch: { products: Product[] } };

const searchQuery = `
  query Products($query: String!, $language: LanguageCode) @inContext(language: $language) {
    predictiveSearch(query: $query, limit: 10, types: [PRODUCT]) { products { handle title vendor productType } }
  }`;

describe.each(databaseKinds)('products from the search index on $kind', ({ kind, skip }) => {
  const products = 300;
  const api = useCatalogServer(kind, skip, products);
  const { catalog } = api;
  const db = api.database;
  const cache = () => api.catalogReader().catalogCache;
  const indexes = () => api.server().services.searchIndexes;
  beforeAll(async () => {
    if (!skip) await notificationsHeard(api.catalogReader());
  }, 240_000);
  const found = async (query: string, language = 'DE') =>
    (await api.query<Result>(searchQuery, { query, language })).predictiveSearch.products;
  const titles = async (query: string, language = 'DE') => (await found(query, language)).map((p) => p.title);

  it.skipIf(skip)(
    'is built per language from every product, once while the catalogue is unchanged',
    async () => {
      const german = await indexes().productIndex('de');
      expect(german?.size).toBe(products);
      expect(await indexes().productIndex('de')).toBe(german);
      expect(indexes().builtProductIndex('de')).toBe(german);
      expect(await indexes().productIndex('en')).not.toBe(german);
    },
  );

  it.skipIf(skip)(
    'answers the search once built (diacritics ignored), SQL while the cache is off',
    async () => {
      await indexes().productIndex('de');
      const grinders = catalog.products.filter((p) => p.title.de.includes('mühle')).length;
      expect(grinders).toBeGreaterThan(0);
      const folded = await titles('muhle');
      expect(folded.length).toBe(Math.min(10, grinders));
      expect(folded.every((title) => title.includes('mühle'))).toBe(true);
      cache().disable();
      try {
        expect(indexes().productIndex('de')).toBeNull();
        // pg_trgm reads `muhle` as a typo of Mühlbach (a roaster); the index found grinders only.
        expect(await titles('muhle')).not.toEqual(folded);
        expect((await titles('mühle')).length).toBeGreaterThan(0);
      } finally {
        cache().enable();
      }
    },
  );

  it.skipIf(skip)('finds by SKU, vendor, type in the request language, variant title and typo', async () => {
    await Promise.all([indexes().productIndex('de'), indexes().productIndex('en')]);
    const coffee = catalog.products.find((p) => p.category === 'coffee' && p.variants.length > 1);
    const machine = catalog.products.find((p) => p.category === 'machine');
    const variant = coffee?.variants[1];
    if (!coffee || !machine || !variant) throw new Error('the catalogue lacks coffee or machines');
    expect((await found(variant.sku))[0]?.handle).toBe(coffee.handle.de);
    const byVendor = await found(machine.vendor);
    expect(byVendor.length).toBeGreaterThan(0);
    expect(byVendor.every((p) => p.vendor === machine.vendor)).toBe(true);
    const byType = await found(machine.productType.en, 'EN');
    expect(byType.some((p) => p.productType === machine.productType.en)).toBe(true);
    const sized = await found(`${coffee.title.de.split(' ')[0]} ${variant.title.de}`);
    expect(sized.length).toBeGreaterThan(0);
    const typo = await found('Espreso');
    expect(typo.some((p) => /espresso/i.test(`${p.title} ${p.productType}`))).toBe(true);
    expect(await found('qqqxxzzv')).toEqual([]);
  });

  it.skipIf(skip)('is reported by /health as building until every language is built', async () => {
    const health = async () => (await fetch(`${api.server().url}/health`)).json();
    cache().invalidate();
    expect(await health()).toEqual({ status: 'ok', database: 'ok', searchIndex: 'building' });
    indexes().warm();
    await Promise.all(contentLanguages.map((language) => indexes().productIndex(language)));
    expect(await health()).toEqual({ status: 'ok', database: 'ok', searchIndex: 'ready' });
  });

  it.skipIf(skip)('is built again after a catalogue change', async () => {
    const before = await indexes().productIndex('de');
    const product = catalog.products.find((p) => p.category === 'coffee');
    if (!product) throw new Error('no coffee');
    await db().execute(
      sql`UPDATE product_translations SET title = title || ' Zauberbohne', search_text = search_text || ' Zauberbohne'
        WHERE product_id = ${product.id} AND language = 'de'`,
    );
    await expect.poll(() => indexes().builtProductIndex('de')).not.toBe(before);
    const after = await indexes().productIndex('de');
    expect(after).not.toBe(before);
    expect(after?.search('zauberbohne', 10)).toEqual([product.id]);
    expect(await titles('zauberbohne')).toEqual([product.title.de]);
  });
});
