import type { ProductPageFragment } from '@shop/storefront-api';
import { describe, expect, it } from 'vitest';
import { toProductView } from './product-view.server.ts';

const money = (amount: string) => ({ amount, currencyCode: 'EUR' as const });
const image = (n: number) => ({ url: `http://img/${n}.png`, altText: `Bild ${n}`, width: 800, height: 800 });

function variant(id: number, title: string, price = '9.90', compareAt: string | null = null) {
  return {
    id: `gid://shopify/ProductVariant/${id}`,
    sku: `K-${id}`,
    title,
    availableForSale: true,
    currentlyNotInStock: false,
    price: money(price),
    compareAtPrice: compareAt ? money(compareAt) : null,
    unitPrice: money('39.60'),
    unitPriceMeasurement: { referenceUnit: 'KG' as const, referenceValue: 1 },
    selectedOptions: title === 'Default Title' ? [] : [{ name: 'Größe', value: title }],
    image: null,
    bestBeforeDate: { value: '2027-05-01' },
  };
}

function product(overrides: Partial<ProductPageFragment> = {}): ProductPageFragment {
  return {
    id: 'gid://shopify/Product/1',
    handle: 'espresso',
    title: 'Espresso',
    vendor: 'Rösterei',
    productType: 'Espresso',
    descriptionHtml: '<p>Gut.</p>',
    seo: { title: null, description: null },
    featuredImage: image(0),
    options: [
      {
        id: 'o1',
        name: 'Größe',
        optionValues: [
          { id: 'v1', name: '250 g' },
          { id: 'v2', name: '1 kg' },
        ],
      },
    ],
    variants: { nodes: [variant(1, '250 g', '9.90', '8.90'), variant(2, '1 kg', '32.90', '36.90')] },
    collections: {
      nodes: [
        { id: 'c1', handle: 'kaffee', title: 'Kaffee', breadcrumb: null, brandCountry: null },
        {
          id: 'c2',
          handle: 'espresso',
          title: 'Espresso',
          breadcrumb: {
            value: JSON.stringify([
              { id: 'c1', title: 'Kaffee & Espresso', handle: 'kaffee-espresso' },
              { id: 'c2', title: 'Espresso ganze Bohne', handle: 'espresso-ganze-bohne' },
            ]),
          },
          brandCountry: null,
        },
        {
          id: 'c9',
          handle: 'roesterei',
          title: 'Rösterei',
          breadcrumb: { value: '[]' },
          brandCountry: { value: 'DK' },
        },
      ],
    },
    deliveryTime: { value: '1-3 Werktage' },
    note: { value: '  ' },
    preparation: { value: '["espresso","cappuccino"]' },
    gallery: {
      references: {
        nodes: [
          // The featured image again, then twelve more: the page shows ten in all.
          { __typename: 'MediaImage', id: 'm0', image: image(0) },
          ...Array.from({ length: 12 }, (_, i) => ({
            __typename: 'MediaImage' as const,
            id: `m${i + 1}`,
            image: image(i + 1),
          })),
        ],
      },
    },
    certifications: {
      references: {
        nodes: [
          {
            __typename: 'Metaobject',
            id: 'mo1',
            handle: 'bio',
            label: { value: 'Bio' },
            image: {
              reference: { __typename: 'MediaImage', image: { url: 'http://img/bio.png', altText: null } },
            },
            description: { value: 'Aus kontrolliert biologischem Anbau.' },
          },
        ],
      },
    },
    taste: [{ key: 'roast', value: 'medium-dark' }, null, { key: 'sweetness', value: 'high' }],
    ...overrides,
  };
}

describe('the product page adapter', () => {
  it('shows the featured image and the gallery, each image once, ten at most', () => {
    const view = toProductView(product(), 'de', '');
    expect(view.images).toHaveLength(10);
    expect(view.images.map((i) => i.url).slice(0, 2)).toEqual(['http://img/0.png', 'http://img/1.png']);
  });

  it('offers no choice for a single "Default Title" variant', () => {
    const single = product({
      variants: { nodes: [variant(3, 'Default Title')] },
      options: [{ id: 'o', name: 'Title', optionValues: [{ id: 'x', name: 'Default Title' }] }],
    });
    const view = toProductView(single, 'de', '');
    expect(view.options).toEqual([]);
    expect(view.variants[0]?.title).toBeNull();
  });

  it('keeps a former price only when it is higher than the price', () => {
    const [cheaper, offer] = toProductView(product(), 'de', '').variants;
    expect(cheaper?.compareAtPrice).toBeNull();
    expect(offer?.compareAtPrice?.amount).toBe('36.90');
    expect(offer?.unitPrice).toEqual({
      amount: '39.60',
      currencyCode: 'EUR',
      referenceValue: 1,
      referenceUnit: 'KG',
    });
    expect(offer?.bestBeforeDate).toBe('2027-05-01');
  });

  it('reads the metafields and skips what it does not know', () => {
    const view = toProductView(product(), 'en', '');
    expect(view.preparationTypes).toEqual(['Espresso', 'Cappuccino']);
    expect(view.taste).toEqual([
      { facet: 'roast', name: 'Roast', value: 'medium-dark', scale: { step: 4, steps: 5 } },
    ]);
    const german = toProductView(product({ preparation: { value: '["milk-coffee","unknown"]' } }), 'de', '');
    expect(german.preparationTypes).toEqual(['Milchkaffee']);
    expect(german.taste[0]).toMatchObject({ name: 'Röstgrad', value: 'mitteldunkel' });
    expect(view.note).toBeNull();
    expect(view.deliveryTime).toBe('1-3 Werktage');
    expect(view.certifications).toEqual([
      {
        handle: 'bio',
        label: 'Bio',
        image: { url: 'http://img/bio.png', altText: null },
        description: 'Aus kontrolliert biologischem Anbau.',
      },
    ]);
    expect(toProductView(product({ preparation: { value: 'not json' } }), 'de', '').preparationTypes).toEqual(
      [],
    );
  });

  it("names the brand's home country from its brand collection", () => {
    expect(toProductView(product(), 'de', '').brandCountry).toBe('DK');
  });

  it('takes the breadcrumb of the sub-category, in the page language', () => {
    expect(toProductView(product(), 'en', '').breadcrumb).toEqual([
      { title: 'Kaffee & Espresso', path: '/en/c/kaffee-espresso' },
      { title: 'Espresso ganze Bohne', path: '/en/c/espresso-ganze-bohne' },
    ]);
  });
});
