import { describe, expect, it } from 'vitest';
import type { VariantView } from './product-view.ts';
import {
  choicesOf,
  meaningfulTitle,
  selectedVariant,
  variantOfParam,
  variantParam,
} from './variant-selection.ts';

function variant(id: number, options: Record<string, string>, availableForSale = true): VariantView {
  return {
    id: `gid://shopify/ProductVariant/${id}`,
    sku: `SKU-${id}`,
    title: Object.values(options).join(' / ') || null,
    availableForSale,
    currentlyNotInStock: false,
    price: { amount: `${id}.00`, currencyCode: 'EUR' },
    compareAtPrice: null,
    unitPrice: null,
    selectedOptions: Object.entries(options).map(([name, value]) => ({ name, value })),
    image: null,
    bestBeforeDate: null,
  };
}

// Size × grind, with 1 kg only as whole beans and 250 g ground sold out.
const variants = [
  variant(11, { Größe: '250 g', Mahlgrad: 'Ganze Bohne' }),
  variant(12, { Größe: '250 g', Mahlgrad: 'Filter' }, false),
  variant(13, { Größe: '500 g', Mahlgrad: 'Ganze Bohne' }),
  variant(14, { Größe: '500 g', Mahlgrad: 'Filter' }),
  variant(15, { Größe: '1 kg', Mahlgrad: 'Ganze Bohne' }),
];

describe('the variant in the URL', () => {
  it('is found by its number or its global id', () => {
    expect(variantOfParam(variants, '13')?.id).toBe('gid://shopify/ProductVariant/13');
    expect(variantOfParam(variants, 'gid://shopify/ProductVariant/14')?.id).toBe(
      'gid://shopify/ProductVariant/14',
    );
    expect(variantParam('gid://shopify/ProductVariant/14')).toBe('14');
  });

  it('names none when it is unknown, of another kind or not a number', () => {
    expect(variantOfParam(variants, '99')).toBeNull();
    expect(variantOfParam(variants, 'gid://shopify/Product/13')).toBeNull();
    expect(variantOfParam(variants, '13abc')).toBeNull();
    expect(variantOfParam(variants, null)).toBeNull();
  });

  it('falls back to the first variant that can be bought', () => {
    const soldOutFirst = [variants[1], variants[2]].filter((v) => v !== undefined);
    expect(selectedVariant({ variants: soldOutFirst }, null).id).toBe('gid://shopify/ProductVariant/13');
    expect(selectedVariant({ variants: soldOutFirst }, 'nonsense').id).toBe(
      'gid://shopify/ProductVariant/13',
    );
    // A sold-out variant the URL names is still shown: the visitor asked for it.
    expect(selectedVariant({ variants: soldOutFirst }, '12').id).toBe('gid://shopify/ProductVariant/12');
  });
});

describe('option choices', () => {
  const size = { name: 'Größe', values: ['250 g', '500 g', '1 kg'] };
  const grind = { name: 'Mahlgrad', values: ['Ganze Bohne', 'Filter'] };

  it('keep the other chosen values where such a variant exists', () => {
    const current = variantOfParam(variants, '14');
    if (!current) throw new Error('fixture');
    const choices = choicesOf(size, variants, current);
    expect(choices.map((c) => [c.value, c.variant?.id.slice(-2), c.selected, c.exact])).toEqual([
      ['250 g', '12', false, true],
      ['500 g', '14', true, true],
      // No 1 kg ground: the choice leads to the 1 kg whole beans.
      ['1 kg', '15', false, false],
    ]);
  });

  it('mark the current value of each option', () => {
    const current = variantOfParam(variants, '15');
    if (!current) throw new Error('fixture');
    expect(choicesOf(grind, variants, current).map((c) => c.selected)).toEqual([true, false]);
  });
});

describe('a meaningful variant title (spec section 3)', () => {
  it('is neither "Default Title" nor empty', () => {
    expect(meaningfulTitle('Default Title')).toBeNull();
    expect(meaningfulTitle('  ')).toBeNull();
    expect(meaningfulTitle(null)).toBeNull();
    expect(meaningfulTitle('500 g')).toBe('500 g');
  });
});
