import type { ProductCardFragment } from '@shop/storefront-api';
import { describe, expect, it } from 'vitest';
import { toProductCard, toVariantCards } from './product-card.ts';
import { productCardHref } from './product-card-href.ts';

type Variant = ProductCardFragment['variants']['nodes'][number];
const eur = (amount: string) => ({ amount, currencyCode: 'EUR' as const });

function variant(id: number, grind: string, price: string, stock: 'in' | 'reordered' | 'none'): Variant {
  return {
    id: `gid://shopify/ProductVariant/${id}`,
    title: `250 g / ${grind}`,
    availableForSale: stock !== 'none',
    currentlyNotInStock: stock === 'reordered',
    price: eur(price),
    compareAtPrice: id === 2 ? eur('12.90') : null,
    unitPrice: eur((Number(price) * 4).toFixed(2)),
    unitPriceMeasurement: { referenceUnit: 'KG', referenceValue: 1 },
    selectedOptions: [
      { name: 'Größe', value: '250 g' },
      { name: 'Mahlgrad', value: grind },
    ],
    image: null,
  };
}

function product(variants: Variant[]): ProductCardFragment {
  const prices = variants.map((v) => Number(v.price.amount));
  return {
    id: 'gid://shopify/Product/7',
    handle: 'bohne',
    title: 'Bohne',
    vendor: 'Rösterei',
    productType: 'Espresso',
    availableForSale: variants.some((v) => v.availableForSale),
    featuredImage: { url: '/images/7.png', altText: null },
    priceRange: {
      minVariantPrice: eur(Math.min(...prices).toFixed(2)),
      maxVariantPrice: eur(Math.max(...prices).toFixed(2)),
    },
    variants: { nodes: variants },
    certifications: null,
  };
}

describe('product card', () => {
  it('shows the lowest price as "from", its unit price and compare-at price, and the best availability', () => {
    const card = toProductCard(
      product([
        variant(1, 'Ganze Bohne', '12.90', 'reordered'),
        variant(2, 'Espresso-Mahlung', '9.90', 'none'),
      ]),
    );
    expect(card.price).toEqual(eur('9.90'));
    expect(card.priceVaries).toBe(true);
    expect(card.unitPrice).toEqual({ ...eur('39.60'), referenceUnit: 'KG', referenceValue: 1 });
    expect(card.compareAtPrice).toEqual(eur('12.90'));
    expect(card.availability).toBe('reordered');
    expect(toProductCard(product([variant(1, 'Ganze Bohne', '9.90', 'none')])).availability).toBe(
      'unavailable',
    );
    expect(toProductCard(product([variant(1, 'Ganze Bohne', '9.90', 'in')])).availability).toBe('in-stock');
  });

  it('makes a card per variant of the subset, each linking to its variant', () => {
    const p = product([variant(1, 'Ganze Bohne', '9.90', 'in'), variant(3, 'Filter-Mahlung', '9.90', 'in')]);
    const cards = toVariantCards(p, ['Ganze Bohne']);
    expect(cards).toHaveLength(1);
    expect(cards[0]?.variant).toEqual({
      id: 'gid://shopify/ProductVariant/1',
      title: '250 g / Ganze Bohne',
      own: true,
    });
    expect(productCardHref('de', cards[0] ?? toProductCard(p))).toBe('/de/p/bohne?variant=1');
    expect(toVariantCards(p, null)).toHaveLength(2);
    // Pages in other languages match by the ids found in German.
    expect(
      toVariantCards(p, ['Whole bean'], new Set(['gid://shopify/ProductVariant/3']))[0]?.variant?.id,
    ).toBe('gid://shopify/ProductVariant/3');
    expect(productCardHref('en', toProductCard(p))).toBe('/en/p/bohne');
  });
});
