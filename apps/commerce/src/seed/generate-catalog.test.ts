import { describe, expect, it } from 'vitest';
import type { Catalog, Lang } from './catalog-types.ts';
import { DEFAULT_PRODUCT_COUNT, generateCatalog } from './generate-catalog.ts';

const LANGS: Lang[] = ['de', 'en', 'da'];
const catalog: Catalog = generateCatalog({ products: DEFAULT_PRODUCT_COUNT });

describe('generateCatalog', () => {
  it('is deterministic: the same input gives a deep-equal catalogue', () => {
    expect(generateCatalog({ products: 300, seed: 7 })).toEqual(generateCatalog({ products: 300, seed: 7 }));
  });

  it('depends on the seed', () => {
    const a = generateCatalog({ products: 50, seed: 1 });
    const b = generateCatalog({ products: 50, seed: 2 });
    expect(a.products.map((p) => p.title.de)).not.toEqual(b.products.map((p) => p.title.de));
  });

  it('yields exactly the requested number of products, over 2,000 by default', () => {
    expect(catalog.products.length).toBe(DEFAULT_PRODUCT_COUNT);
    expect(catalog.products.length).toBeGreaterThan(2000);
    expect(generateCatalog({ products: 2000 }).products.length).toBe(2000);
  });

  it('gives ids that are unique positive integers per entity kind', () => {
    const unique = (ids: number[]) =>
      new Set(ids).size === ids.length && ids.every((id) => Number.isInteger(id) && id > 0);
    expect(unique(catalog.products.map((p) => p.id))).toBe(true);
    expect(unique(catalog.products.flatMap((p) => p.variants.map((v) => v.id)))).toBe(true);
    expect(unique(catalog.images.map((i) => i.id))).toBe(true);
    expect(unique(catalog.collections.map((c) => c.id))).toBe(true);
    expect(unique(catalog.products.flatMap((p) => p.options.map((o) => o.id)))).toBe(true);
  });

  it('gives every product a featured image that exists, and every variant an image', () => {
    const images = new Map(catalog.images.map((i) => [i.id, i]));
    for (const p of catalog.products) {
      expect(images.has(p.featuredImageId)).toBe(true);
      expect(p.imageIds[0]).toBe(p.featuredImageId);
      expect(p.metafields.galleryImageIds.length).toBeLessThanOrEqual(10);
      for (const v of p.variants) expect(images.has(v.imageId)).toBe(true);
    }
    for (const c of catalog.collections) expect(images.has(c.imageId)).toBe(true);
    for (const b of catalog.brands) expect(images.get(b.logoImageId)?.artwork.kind).toBe('brand');
    expect(new Set(catalog.images.map((i) => i.path)).size).toBe(catalog.images.length);
  });

  it('has unique ASCII handles per language, and unique SKUs', () => {
    for (const lang of LANGS) {
      const handles = catalog.products.map((p) => p.handle[lang]);
      expect(new Set(handles).size).toBe(handles.length);
      for (const h of handles) expect(h).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      const collectionHandles = catalog.collections.map((c) => c.handle[lang]);
      expect(new Set(collectionHandles).size).toBe(collectionHandles.length);
    }
    const skus = catalog.products.flatMap((p) => p.variants.map((v) => v.sku));
    expect(new Set(skus).size).toBe(skus.length);
  });

  it('has 1 to 50 variants, integer prices, Default Title only for single variants', () => {
    for (const p of catalog.products) {
      expect(p.variants.length).toBeGreaterThanOrEqual(1);
      expect(p.variants.length).toBeLessThanOrEqual(50);
      for (const v of p.variants) {
        expect(Number.isInteger(v.priceCents)).toBe(true);
        expect(v.priceCents).toBeGreaterThan(0);
        if (v.compareAtPriceCents !== null) expect(v.compareAtPriceCents).toBeGreaterThan(v.priceCents);
        expect(Number.isInteger(v.stock) && v.stock >= 0).toBe(true);
        if (v.title.de === 'Default Title') expect(p.variants.length).toBe(1);
        expect(v.selectedOptions.length).toBe(p.options.length);
      }
    }
  });

  it('prices coffee realistically with a unit price per kg and a best-before date', () => {
    const coffees = catalog.products.filter((p) => p.category === 'coffee');
    expect(coffees.length).toBeGreaterThan(catalog.products.length / 2);
    for (const p of coffees) {
      expect(p.metafields.taste).not.toBeNull();
      for (const v of p.variants) {
        expect(v.priceCents).toBeGreaterThanOrEqual(590);
        expect(v.priceCents).toBeLessThanOrEqual(3990);
        expect(v.unitPrice?.referenceUnit).toBe('KG');
        expect(v.unitPrice?.amountCents).toBe(Math.round((v.priceCents * 1000) / v.weightGrams));
        expect(v.bestBeforeDate).toMatch(/^2027-\d\d-\d\d$|^2026-1[12]-\d\d$/);
      }
    }
    const sizes = new Set(coffees.flatMap((p) => p.variants.map((v) => v.weightGrams)));
    expect([...sizes].sort((a, b) => a - b)).toEqual([250, 500, 1000]);
    const machines = catalog.products.filter((p) => p.category === 'machine');
    for (const p of machines) for (const v of p.variants) expect(v.priceCents).toBeGreaterThanOrEqual(14_000);
    expect(
      machines.some((p) =>
        p.options.some((o) => o.values.every((val) => /^#[0-9a-f]{6}$/.test(val.swatchColor ?? ''))),
      ),
    ).toBe(true);
  });

  it('tags shipping classes: Speditionsversand, Sonderversand, Elektrische Mühlen', () => {
    const tagged = (tag: string) => catalog.products.filter((p) => p.tags.includes(tag));
    expect(tagged('Speditionsversand').every((p) => p.category === 'machine')).toBe(true);
    expect(tagged('Speditionsversand').length).toBeGreaterThan(10);
    expect(tagged('Elektrische Mühlen').every((p) => p.category === 'grinder')).toBe(true);
    expect(tagged('Elektrische Mühlen').length).toBeGreaterThan(10);
    expect(tagged('Sonderversand').length).toBeGreaterThan(10);
    expect(
      catalog.products.filter((p) => p.category === 'coffee').some((p) => p.tags.includes('Sonderversand')),
    ).toBe(false);
    const handGrinders = catalog.products.filter((p) => p.productType.de === 'Handmühle');
    expect(handGrinders.length).toBeGreaterThan(0);
    expect(handGrinders.some((p) => p.tags.includes('Elektrische Mühlen'))).toBe(false);
  });

  it('has offers, sold-out and reordered variants, and new products in sensible shares', () => {
    const variants = catalog.products.flatMap((p) => p.variants);
    const share = (n: number) => n / variants.length;
    const offers = catalog.products.filter((p) => p.variants.some((v) => v.compareAtPriceCents !== null));
    expect(offers.length / catalog.products.length).toBeGreaterThan(0.05);
    expect(offers.length / catalog.products.length).toBeLessThan(0.15);
    expect(share(variants.filter((v) => !v.availableForSale).length)).toBeGreaterThan(0.02);
    const reordered = variants.filter((v) => v.currentlyNotInStock);
    expect(share(reordered.length)).toBeGreaterThan(0.01);
    for (const v of reordered) expect(v.availableForSale && v.stock === 0).toBe(true);
    const productShare = (f: (p: Catalog['products'][number]) => boolean) =>
      catalog.products.filter(f).length / catalog.products.length;
    const soldOut = productShare((p) => p.variants.every((x) => !x.availableForSale));
    expect(soldOut).toBeGreaterThan(0.03);
    expect(soldOut).toBeLessThan(0.08);
    expect(productShare((p) => p.variants.every((x) => x.currentlyNotInStock))).toBeGreaterThan(0.015);
    const newest = catalog.collections.find((c) => c.key === 'new');
    expect(newest?.productIds.length).toBeGreaterThan(50);
  });

  it('has gift-card products in several denominations', () => {
    const cards = catalog.products.filter((p) => p.isGiftCard);
    expect(cards.length).toBeGreaterThanOrEqual(1);
    for (const p of cards) expect(p.variants.map((v) => v.priceCents)).toEqual([1000, 2500, 5000, 10_000]);
  });

  it('translates titles, types and descriptions into three different texts', () => {
    const sample = catalog.products.filter((_, i) => i % 50 === 0);
    for (const p of sample) {
      for (const lang of LANGS) {
        expect(p.title[lang].length).toBeGreaterThan(5);
        expect(p.description[lang].length).toBeGreaterThan(40);
        expect(p.descriptionHtml[lang]).toContain('<p>');
        expect(p.seo[lang].description.length).toBeLessThanOrEqual(155);
      }
      expect(p.description.de).not.toBe(p.description.en);
      expect(p.description.en).not.toBe(p.description.da);
    }
    expect(catalog.products.some((p) => p.title.de !== p.title.en)).toBe(true);
    const germanTitles = new Set(catalog.products.map((p) => p.title.de));
    expect(germanTitles.size).toBe(catalog.products.length);
  });

  it('lists each product at most once per collection, and only existing products', () => {
    const ids = new Set(catalog.products.map((p) => p.id));
    for (const c of catalog.collections) {
      expect(new Set(c.productIds).size, c.key).toBe(c.productIds.length);
      for (const id of c.productIds) expect(ids.has(id)).toBe(true);
    }
    for (const p of catalog.products) expect(new Set(p.collectionIds).size).toBe(p.collectionIds.length);
  });

  it('ranks best sellers uniquely', () => {
    const ranks = catalog.products.map((p) => p.bestSellingRank).sort((a, b) => a - b);
    expect(ranks).toEqual(catalog.products.map((_, i) => i + 1));
  });

  it('dates products before the reference date', () => {
    const reference = Date.parse('2026-11-01T00:00:00Z');
    for (const p of catalog.products) {
      expect(Date.parse(p.publishedAt)).toBeLessThan(reference);
      expect(Date.parse(p.createdAt)).toBeLessThanOrEqual(Date.parse(p.publishedAt));
    }
  });
});
