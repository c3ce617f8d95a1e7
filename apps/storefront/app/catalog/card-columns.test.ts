import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardColumns, cardsFromColumns } from './card-columns.ts';
import type { ProductCardProps } from './product-card.ts';
import { shareRepeatedParts } from './shared-card-parts.ts';

const money = fc.record({
  amount: fc.constantFrom('7.90', '9.90', '12.90'),
  currencyCode: fc.constant('EUR'),
});
const image = fc.option(fc.record({ url: fc.webUrl(), altText: fc.option(fc.string()) }));
const card: fc.Arbitrary<ProductCardProps> = fc
  .record({
    id: fc.string(),
    handle: fc.string(),
    title: fc.constantFrom('Kaffee Eins', 'Espresso Zwei', ''),
    vendor: fc.string(),
    productType: fc.string(),
    image,
    altIsTitle: fc.boolean(),
    price: money,
    priceVaries: fc.boolean(),
    compareAtPrice: fc.option(money),
    unitPrice: fc.option(
      fc.record({
        amount: fc.constantFrom('31.60', '39.60'),
        currencyCode: fc.constant('EUR'),
        referenceValue: fc.constantFrom(1, 100),
        referenceUnit: fc.constantFrom('KG', 'ML'),
      }),
    ),
    availability: fc.constantFrom('in-stock', 'reordered', 'unavailable'),
    certifications: fc.array(
      fc.record({
        handle: fc.constantFrom('bio', 'fairtrade'),
        label: fc.constantFrom('Bio', 'Fairtrade'),
        image: fc.option(fc.record({ url: fc.constant('/c.png'), altText: fc.constant(null) })),
      }),
      { maxLength: 2 },
    ),
    variant: fc.option(fc.record({ id: fc.string(), title: fc.option(fc.string()), own: fc.boolean() })),
    singleVariant: fc.boolean(),
  })
  .map(({ altIsTitle, image, ...rest }) => ({
    ...rest,
    image: image && altIsTitle ? { ...image, altText: rest.title } : image,
  }));

describe('card columns', () => {
  it('give back the same cards, with shared parts still shared', () => {
    fc.assert(
      fc.property(fc.array(card, { maxLength: 30 }), (cards) => {
        const shared = shareRepeatedParts(structuredClone(cards));
        const back = cardsFromColumns(cardColumns(shared));
        // structuredClone: plain objects, as the adapters make them.
        expect(back).toStrictEqual(structuredClone(cards));
        for (let i = 1; i < back.length; i++) {
          const [a, b] = [back[i - 1], back[i]];
          if (a && b && a.price.amount === b.price.amount) expect(a.price).toBe(b.price);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('give the same array for the same loader data, so a grid keeps its island', () => {
    const columns = cardColumns([]);
    expect(cardsFromColumns(columns)).toBe(cardsFromColumns(columns));
    expect(cardsFromColumns(columns)).not.toBe(cardsFromColumns(cardColumns([])));
  });

  it('refuse columns of different lengths instead of making up cards', () => {
    const columns = cardColumns(fc.sample(card, { numRuns: 2, seed: 1 }));
    columns.title.pop();
    expect(() => cardsFromColumns(columns)).toThrow(/shorter/);
  });
});
