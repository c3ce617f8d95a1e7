import { describe, expect, it } from 'vitest';
import { filterParamOf, priceRangeOf, productFiltersOf, toListFilters } from './collection-filters.server.ts';

const inputs = [
  { available: true },
  { productType: 'Espresso' },
  { productVendor: 'Kaffee Kompass' },
  { productMetafield: { namespace: 'taste', key: 'roast', value: 'dark' } },
  { productMetafield: { namespace: 'product', key: 'preparation', value: 'milk-coffee' } },
  { variantOption: { name: 'Größe', value: '250 g' } },
];

describe('filters in the URL', () => {
  it('turns every filter value the API offers into a URL pair and back into the same API filter', () => {
    for (const input of inputs) {
      const param = filterParamOf(JSON.stringify(input));
      expect(param).not.toBeNull();
      const search = new URLSearchParams([[param?.name ?? '', param?.value ?? '']]);
      expect(productFiltersOf(search)).toEqual([input]);
    }
  });

  it('reads readable pairs: taste facets, preparation, price range, and keeps alternatives of one kind', () => {
    const search = new URLSearchParams(
      'taste.roast=dark&taste.roast=medium&product.preparation=espresso&price_min=5&price_max=20&sort=price_asc&after=abc',
    );
    expect(productFiltersOf(search)).toEqual([
      { productMetafield: { namespace: 'taste', key: 'roast', value: 'dark' } },
      { productMetafield: { namespace: 'taste', key: 'roast', value: 'medium' } },
      { productMetafield: { namespace: 'product', key: 'preparation', value: 'espresso' } },
      { price: { min: 5, max: 20 } },
    ]);
  });

  it('ignores malformed input instead of failing: no amount, swapped bounds, unknown names, empty values', () => {
    expect(priceRangeOf(new URLSearchParams('price_min=abc&price_max=-3'))).toEqual({ min: null, max: null });
    expect(priceRangeOf(new URLSearchParams('price_min=30&price_max=10'))).toEqual({ min: 10, max: 30 });
    expect(priceRangeOf(new URLSearchParams('price_max=12,5'))).toEqual({ min: null, max: 12.5 });
    expect(
      productFiltersOf(new URLSearchParams('available=maybe&Bad Name=x&vendor=&utm_source=mail')),
    ).toEqual([]);
  });

  it('marks the chosen values and keeps each value count for the page', () => {
    const filters = toListFilters(
      [
        {
          id: 'filter.p.m.taste.roast',
          label: 'Röstgrad',
          type: 'LIST',
          values: [
            {
              id: 'filter.p.m.taste.roast.dark',
              label: 'dunkel',
              count: 179,
              input: JSON.stringify(inputs[3]),
            },
            {
              id: 'filter.p.m.taste.roast.light',
              label: 'hell',
              count: 0,
              input: JSON.stringify({
                productMetafield: { namespace: 'taste', key: 'roast', value: 'light' },
              }),
            },
          ],
        },
        {
          id: 'filter.v.price',
          label: 'Preis',
          type: 'PRICE_RANGE',
          values: [{ id: 'filter.v.price', label: 'Preis', count: 0, input: '{"price":{"min":0,"max":40}}' }],
        },
      ],
      new URLSearchParams('taste.roast=dark&price_max=20'),
    );
    expect(filters).toEqual([
      {
        kind: 'list',
        id: 'filter.p.m.taste.roast',
        label: 'Röstgrad',
        values: [
          {
            id: 'filter.p.m.taste.roast.dark',
            label: 'dunkel',
            count: 179,
            param: { name: 'taste.roast', value: 'dark' },
            active: true,
          },
          {
            id: 'filter.p.m.taste.roast.light',
            label: 'hell',
            count: 0,
            param: { name: 'taste.roast', value: 'light' },
            active: false,
          },
        ],
      },
      { kind: 'price', id: 'filter.v.price', label: 'Preis', highest: 40, min: null, max: 20 },
    ]);
  });
});
