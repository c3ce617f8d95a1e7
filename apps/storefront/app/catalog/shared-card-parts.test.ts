import { describe, expect, it } from 'vitest';
import type { CertificationProps, ProductCardProps } from './product-card.ts';
import { shareRepeatedParts } from './shared-card-parts.ts';

const bio = (): CertificationProps => ({
  handle: 'bio',
  label: 'Bio',
  image: { url: '/images/certifications/1.png', altText: 'Bio' },
});

function card(n: number, amount: string, certifications: CertificationProps[]): ProductCardProps {
  return {
    id: `gid://shopify/Product/${n}`,
    handle: `kaffee-${n}`,
    title: `Kaffee ${n}`,
    vendor: 'Rösterei',
    productType: 'Espresso',
    image: { url: `/images/${n}.png`, altText: null },
    price: { amount, currencyCode: 'EUR' },
    priceVaries: false,
    compareAtPrice: n === 3 ? { amount: '9.90', currencyCode: 'EUR' } : null,
    unitPrice: {
      amount: (Number(amount) * 4).toFixed(2),
      currencyCode: 'EUR',
      referenceValue: 1,
      referenceUnit: 'KG',
    },
    availability: 'in-stock',
    certifications,
    variant: { id: `gid://shopify/ProductVariant/${n}`, title: null, own: false },
    singleVariant: true,
  };
}

describe('shared card parts', () => {
  it('keeps every card equal and gives equal parts one object', () => {
    const cards = [
      card(1, '9.90', [bio()]),
      card(2, '9.90', [bio()]),
      card(3, '12.90', [bio(), { handle: 'fair', label: 'Fair', image: null }]),
      card(4, '12.90', []),
    ];
    const before = structuredClone(cards);
    const [one, two, three, four] = shareRepeatedParts(cards);
    expect([one, two, three, four]).toEqual(before);
    expect(two?.price).toBe(one?.price);
    expect(two?.unitPrice).toBe(one?.unitPrice);
    expect(two?.certifications).toBe(one?.certifications);
    // The compare-at price of one card equals the price of others: one object.
    expect(three?.compareAtPrice).toBe(one?.price);
    expect(three?.certifications[0]).toBe(one?.certifications[0]);
    expect(three?.certifications).not.toBe(one?.certifications);
    expect(four?.price).toBe(three?.price);
    expect(four?.price).not.toBe(one?.price);
  });

  it('shares only what is equal in every part', () => {
    const cards = [
      card(1, '9.90', [bio()]),
      card(2, '9.90', [{ ...bio(), label: 'Bio-Siegel' }]),
      card(3, '9.90', [{ ...bio(), image: null }]),
      card(4, '9.90', [{ ...bio(), image: { url: '/images/certifications/1.png', altText: null } }]),
      { ...card(5, '9.90', [bio()]), price: { amount: '9.90', currencyCode: 'DKK' } },
      {
        ...card(6, '9.90', []),
        unitPrice: { amount: '39.60', currencyCode: 'EUR', referenceValue: 100, referenceUnit: 'G' },
      },
    ];
    const before = structuredClone(cards);
    const shared = shareRepeatedParts(cards);
    expect(shared).toEqual(before);
    const labels = new Set(shared.slice(0, 4).map((c) => c.certifications[0]));
    expect(labels.size).toBe(4);
    expect(shared[4]?.price).not.toBe(shared[0]?.price);
    expect(shared[5]?.unitPrice).not.toBe(shared[0]?.unitPrice);
    expect(shared[4]?.certifications).toBe(shared[0]?.certifications);
  });
});
