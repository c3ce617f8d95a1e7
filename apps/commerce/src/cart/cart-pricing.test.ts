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
    { lineId: 1, quantity: 3, priceCents: 333, isGiftCard: false },
    { lineId: 2, quantity: 1, priceCents: 1001, isGiftCard: false },
    { lineId: 3, quantity: 1, priceCents: 2500, isGiftCard: true },
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
      [{ lineId: 1, quantity: 3, priceCents: 1000, isGiftCard: false }],
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
});
