import { describe, expect, it } from 'vitest';
import { useCatalogServer } from '../testing/catalog-fixture.ts';
import { databaseKinds } from '../testing/test-databases.ts';

type Money = { amount: string; currencyCode: string };
type Variant = {
  sku: string;
  title: string;
  price: Money;
  compareAtPrice: Money | null;
  unitPrice: Money | null;
  unitPriceMeasurement: { referenceUnit: string; quantityUnit: string; quantityValue: number } | null;
  availableForSale: boolean;
  currentlyNotInStock: boolean;
  quantityAvailable: number;
  selectedOptions: { name: string; value: string }[];
  image: { url: string } | null;
  bestBefore: { value: string } | null;
};
type Product = {
  id: string;
  handle: string;
  title: string;
  vendor: string;
  productType: string;
  featuredImage: { url: string; small: string; altText: string } | null;
  options: { name: string; optionValues: { name: string; swatch: { color: string } | null }[] }[];
  variants: { nodes: Variant[] };
  delivery: { value: string } | null;
  gallery: { references: { nodes: { image: { url: string } }[] } } | null;
  certifications: {
    references: { nodes: { handle: string; fields: { key: string; value: string }[] }[] };
  } | null;
};

const productQuery = `
  query Product($handle: String, $id: ID, $language: LanguageCode) @inContext(language: $language) {
    product(handle: $handle, id: $id) {
      id handle title vendor productType
      featuredImage { url small: url(transform: { maxWidth: 100, maxHeight: 100 }) altText }
      options { name optionValues { name swatch { color } } }
      variants(first: 50) {
        nodes {
          sku title price { amount currencyCode } compareAtPrice { amount currencyCode }
          unitPrice { amount currencyCode } unitPriceMeasurement { referenceUnit quantityUnit quantityValue }
          availableForSale currentlyNotInStock quantityAvailable selectedOptions { name value } image { url }
          bestBefore: metafield(namespace: "fulfillment", key: "best_before_date") { value }
        }
      }
      delivery: metafield(namespace: "product", key: "delivery_time") { value }
      gallery: metafield(namespace: "product", key: "gallery") { references(first: 10) { nodes { ... on MediaImage { image { url } } } } }
      certifications: metafield(namespace: "product", key: "certifications") {
        references(first: 10) { nodes { ... on Metaobject { handle fields { key value } } } }
      }
    }
  }`;

const euro = (cents: number) => (cents / 100).toFixed(2);

describe.each(databaseKinds)('products over HTTP on $kind', ({ kind, skip }) => {
  const api = useCatalogServer(kind, skip);
  const coffee = api.catalog.products.find(
    (p) => p.category === 'coffee' && p.metafields.certificationIds.length > 0,
  );
  const machine = api.catalog.products.find((p) =>
    p.options.some((o) => o.values.some((v) => v.swatchColor)),
  );

  it.skipIf(skip)('finds a product by its translated handle in each language, and by id', async () => {
    if (!coffee) throw new Error('the catalogue has no certified coffee');
    for (const [language, code] of [
      ['de', 'DE'],
      ['en', 'EN'],
      ['da', 'DA'],
    ] as const) {
      const { product } = await api.query<{ product: Product }>(productQuery, {
        handle: coffee.handle[language],
        language: code,
      });
      expect(product.title).toBe(coffee.title[language]);
      expect(product.productType).toBe(coffee.productType[language]);
    }
    const byId = await api.query<{ product: Product }>(productQuery, {
      id: `gid://shopify/Product/${coffee.id}`,
    });
    expect(byId.product.handle).toBe(coffee.handle.de);
  });

  it.skipIf(skip)('falls back to German for a language without content', async () => {
    if (!coffee) throw new Error('the catalogue has no coffee');
    const { product } = await api.query<{ product: Product }>(productQuery, {
      handle: coffee.handle.de,
      language: 'FR',
    });
    expect(product.title).toBe(coffee.title.de);
  });

  it.skipIf(skip)(
    'answers variants with prices as decimals, unit prices, stock and best-before dates',
    async () => {
      if (!coffee) throw new Error('the catalogue has no coffee');
      const { product } = await api.query<{ product: Product }>(productQuery, { handle: coffee.handle.de });
      expect(product.variants.nodes).toHaveLength(coffee.variants.length);
      coffee.variants.forEach((expected, index) => {
        const variant = product.variants.nodes[index];
        expect(variant?.sku).toBe(expected.sku);
        expect(variant?.price).toEqual({ amount: euro(expected.priceCents), currencyCode: 'EUR' });
        expect(variant?.unitPrice?.amount).toBe(
          expected.unitPrice ? euro(expected.unitPrice.amountCents) : undefined,
        );
        expect(variant?.unitPriceMeasurement?.referenceUnit).toBe('KG');
        expect(variant?.availableForSale).toBe(expected.availableForSale);
        expect(variant?.currentlyNotInStock).toBe(expected.currentlyNotInStock);
        expect(variant?.quantityAvailable).toBe(expected.stock);
        expect(variant?.bestBefore?.value).toBe(expected.bestBeforeDate);
        expect(variant?.selectedOptions.map((o) => o.value)).toEqual(
          expected.selectedOptions.map((o) => o.value.de),
        );
      });
    },
  );

  it.skipIf(skip)(
    'answers product metafields: delivery time, gallery images and certifications',
    async () => {
      if (!coffee) throw new Error('the catalogue has no coffee');
      const { product } = await api.query<{ product: Product }>(productQuery, {
        handle: coffee.handle.en,
        language: 'EN',
      });
      expect(product.delivery?.value).toBe(coffee.metafields.deliveryTime.en);
      expect(product.gallery?.references.nodes).toHaveLength(
        Math.min(10, coffee.metafields.galleryImageIds.length),
      );
      const handles = product.certifications?.references.nodes.map((n) => n.handle);
      const expected = coffee.metafields.certificationIds.map(
        (id) => api.catalog.certifications.find((c) => c.id === id)?.handle,
      );
      expect(handles).toEqual(expected);
      expect(
        product.certifications?.references.nodes[0]?.fields.find((f) => f.key === 'label')?.value,
      ).toBeTruthy();
    },
  );

  it.skipIf(skip)('serves absolute image URLs on the commerce host with resize parameters', async () => {
    if (!machine) throw new Error('the catalogue has no machine');
    const { product } = await api.query<{ product: Product }>(productQuery, { handle: machine.handle.de });
    const featured = api.catalog.images.find((i) => i.id === machine.featuredImageId);
    // Absolute, on the service's configured public origin (http://localhost:4000 in tests).
    expect(product.featuredImage?.url).toMatch(/^http:\/\/localhost:4000\/images\//);
    expect(new URL(product.featuredImage?.url ?? '').pathname).toBe(featured?.path);
    // The drawing's version first (image-versions.test.ts), then the transform.
    const small = new URL(product.featuredImage?.small ?? '');
    expect(small.search).toMatch(/^\?v=[\w.]+&width=100&height=100$/);
    expect(small.searchParams.get('v')).toBe(new URL(product.featuredImage?.url ?? '').searchParams.get('v'));
    const swatches = product.options
      .flatMap((o) => o.optionValues.map((v) => v.swatch?.color))
      .filter(Boolean);
    expect(swatches.length).toBeGreaterThan(0);
  });

  it.skipIf(skip)('answers null for an unknown handle and id', async () => {
    expect(
      (await api.query<{ product: null }>(productQuery, { handle: 'no-such-product' })).product,
    ).toBeNull();
    expect(
      (await api.query<{ product: null }>(productQuery, { id: 'gid://shopify/Product/99999999' })).product,
    ).toBeNull();
  });
});
