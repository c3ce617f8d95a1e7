import { describe, expect, it } from 'vitest';
import type { DiscountDefinition } from '../discounts/discount-rules.ts';
import { formatCents } from '../shared/money.ts';
import { allocateProportionally } from './allocate.ts';
import { priceCart } from './cart-pricing.ts';

const now = new Date('2026-11-22T00:00:00Z');
const definition = (
  code: string,
  kind: 'percentage' | 'fixed_amount',
  value: number,
  minimumSubtotalCents = 0,
): DiscountDefinition => ({
  code,
  kind,
  value,
  minimumSubtotalCents,
  startsAt: new Date('2026-01-01T00:00:00Z'),
  endsAt: null,
});
const defs = (...list: DiscountDefinition[]) => new Map(list.map((d) => [d.code, d]));

describe('allocateProportionally', () => {
  it('splits into integers that sum exactly, largest remainders first', () => {
    expect(allocateProportionally(100, [100, 100, 100])).toEqual([34, 33, 33]);
    expect(allocateProportionally(500, [1299, 899])).toEqual([295, 205]);
    const parts = allocateProportionally(1001, [333, 333, 334, 7]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(1001);
  });
  it('gives nothing to zero weights', () => {
    expect(allocateProportionally(10, [0, 50, 0])).toEqual([0, 10, 0]);
  });
});

describe('formatCents', () => {
  it('writes Decimal strings without floating point', () => {
    expect(formatCents(0)).toBe('0.00');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(123456789)).toBe('1234567.89');
  });
});

describe('priceCart', () => {
  const lines = [
    { lineId: 1, quantity: 3, priceCents: 333, isGiftCard: false, vatRatePercent: 7 },
    { lineId: 2, quantity: 1, priceCents: 1001, isGiftCard: false, vatRatePercent: 7 },
    { lineId: 3, quantity: 1, priceCents: 2500, isGiftCard: true, vatRatePercent: 0 },
  ];

  it('takes a percentage off the discountable lines only, allocations summing to the cart discount', () => {
    const priced = priceCart(lines, ['kaffee10'], defs(definition('KAFFEE10', 'percentage', 10)), [], now);
    expect(priced.subtotalCents).toBe(999 + 1001 + 2500);
    expect(priced.discountAllocations).toEqual([{ code: 'kaffee10', cents: 200 }]);
    const allocated = priced.lines.flatMap((l) => l.allocations).reduce((a, b) => a + b.cents, 0);
    expect(allocated).toBe(200);
    expect(priced.lines[2]?.allocations).toEqual([]);
    expect(priced.totalCents).toBe(4500 - 200);
    expect(priced.lines.reduce((a, b) => a + b.totalCents, 0)).toBe(priced.totalCents);
  });

  it('applies a minimum order value only when reached, without counting gift-card products', () => {
    const voucher = defs(definition('WILLKOMMEN5', 'fixed_amount', 500, 2500));
    const below = priceCart(lines, ['WILLKOMMEN5'], voucher, [], now);
    expect(below.discountCodes).toEqual([{ code: 'WILLKOMMEN5', applicable: false }]);
    expect(below.totalCents).toBe(4500);
    const above = priceCart(
      [{ lineId: 1, quantity: 3, priceCents: 1000, isGiftCard: false, vatRatePercent: 7 }],
      ['WILLKOMMEN5'],
      voucher,
      [],
      now,
    );
    expect(above.discountCodes[0]?.applicable).toBe(true);
    expect(above.totalCents).toBe(2500);
  });

  it('never discounts below zero and keeps unknown codes as not applicable', () => {
    const priced = priceCart(
      lines.slice(0, 1),
      ['BARISTA15', 'NOPE'],
      defs(definition('BARISTA15', 'fixed_amount', 1500)),
      [],
      now,
    );
    expect(priced.totalCents).toBe(0);
    expect(priced.discountAllocations[0]?.cents).toBe(999);
    expect(priced.discountCodes).toEqual([
      { code: 'BARISTA15', applicable: true },
      { code: 'NOPE', applicable: false },
    ]);
  });

  it('treats an expired code as not applicable', () => {
    const expired = {
      ...definition('SOMMER2025', 'percentage', 15),
      endsAt: new Date('2025-08-31T23:59:59Z'),
    };
    const priced = priceCart(lines, ['SOMMER2025'], defs(expired), [], now);
    expect(priced.discountCodes[0]?.applicable).toBe(false);
    expect(priced.totalCents).toBe(4500);
  });

  it('pays with gift cards in order, never more than the total', () => {
    const cards = [
      { id: 1, lastCharacters: 'AAAA', balanceCents: 4000 },
      { id: 2, lastCharacters: 'BBBB', balanceCents: 5000 },
    ];
    const priced = priceCart(lines, [], new Map(), cards, now);
    expect(priced.giftCards.map((c) => c.usedCents)).toEqual([4000, 500]);
    expect(priced.totalCents).toBe(0);
  });

  it('states the VAT included per rate, after discounts, and none on gift cards or for their payment', () => {
    const mixed = [
      { lineId: 1, quantity: 2, priceCents: 1070, isGiftCard: false, vatRatePercent: 7 },
      { lineId: 2, quantity: 1, priceCents: 11900, isGiftCard: false, vatRatePercent: 19 },
      { lineId: 3, quantity: 1, priceCents: 2500, isGiftCard: true, vatRatePercent: 0 },
    ];
    const plain = priceCart(mixed, [], new Map(), [], now);
    // 21.40 € coffee holds 1.40 € (7 %), 119.00 € equipment 19.00 € (19 %), the gift card none.
    expect(plain.vat).toEqual([
      { ratePercent: 19, grossCents: 11900, vatCents: 1900 },
      { ratePercent: 7, grossCents: 2140, vatCents: 140 },
      { ratePercent: 0, grossCents: 2500, vatCents: 0 },
    ]);
    expect(plain.taxCents).toBe(2040);
    const discounted = priceCart(
      mixed,
      ['kaffee10'],
      defs(definition('KAFFEE10', 'percentage', 10)),
      [],
      now,
    );
    // 10 % of 140.40 € (14.04 €) split over both lines: the VAT falls with the amounts it is part of.
    expect(discounted.taxCents).toBe(Math.round((1926 * 7) / 107) + Math.round((10710 * 19) / 119));
    const paidByCard = priceCart(
      mixed,
      [],
      new Map(),
      [{ id: 1, lastCharacters: 'AAAA', balanceCents: 5000 }],
      now,
    );
    expect(paidByCard.taxCents).toBe(2040);
  });
});
