import { describe, expect, it } from 'vitest';
import { certificationBackgrounds, certificationVariable } from './certification-backgrounds.ts';
import type { ProductCardProps } from './product-card.ts';

const image = (url: string) => ({ url, altText: null });
const product = (certifications: ProductCardProps['certifications']): ProductCardProps => ({
  id: 'p1',
  handle: 'kaffee',
  title: 'Kaffee',
  vendor: 'Rösterei',
  productType: 'Kaffee',
  image: null,
  price: { amount: '9.90', currencyCode: 'EUR' },
  priceVaries: false,
  compareAtPrice: null,
  unitPrice: null,
  availability: 'in-stock',
  certifications,
  variant: null,
  singleVariant: true,
});

describe('certificationVariable', () => {
  it('names a certification with a CSS custom property that holds only name characters', () => {
    expect(certificationVariable('fair-trade')).toBe('--certification-fair-trade');
    expect(certificationVariable('ö ko.bio')).toMatch(/^--certification-[a-zA-Z0-9_-]+$/);
  });

  it('never gives two handles one name', () => {
    const handles = ['a_b', 'a.b', 'a b', 'a_2e_b', 'a-b', 'ab'];
    expect(new Set(handles.map(certificationVariable)).size).toBe(handles.length);
  });
});

describe('certificationBackgrounds', () => {
  it('defines each pictured certification of the cards once, at the card badge size, and no text-only one', () => {
    const bio = { handle: 'bio', label: 'Bio', image: image('https://img.example/c/1.png') };
    const fair = { handle: 'fair', label: 'Fair', image: image('https://img.example/c/2.png') };
    const textOnly = { handle: 'rfa', label: 'RFA', image: null };
    const style = certificationBackgrounds([product([bio, textOnly]), product([bio, fair]), product([])]);
    expect(Object.keys(style ?? {})).toEqual(['--certification-bio', '--certification-fair']);
    expect(Object.values(style ?? {})[0]).toBe(
      'image-set(url("https://img.example/c/1.png?width=28&height=28") 1x, url("https://img.example/c/1.png?width=56&height=56") 2x)',
    );
  });

  it('gives no style to a grid without pictured certifications', () => {
    expect(certificationBackgrounds([product([]), product([{ handle: 'x', label: 'X', image: null }])])).toBe(
      undefined,
    );
  });
});
