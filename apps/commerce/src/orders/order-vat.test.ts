import { describe, expect, it } from 'vitest';
import { orderVat } from './order-vat.ts';

describe('the VAT of an order', () => {
  it('states the VAT included per rate, shipping split by the goods it carries', () => {
    // 20.00 of coffee (7 %) and 80.00 of equipment (19 %), 10.00 shipping: 2.00 and 8.00 of it.
    expect(
      orderVat(
        [
          { totalCents: 2000, vatRatePercent: 7 },
          { totalCents: 8000, vatRatePercent: 19 },
        ],
        1000,
      ),
    ).toEqual([
      // 88.00 × 19/119 = 14.05; 22.00 × 7/107 = 1.44.
      { ratePercent: 19, grossCents: 8800, vatCents: 1405 },
      { ratePercent: 7, grossCents: 2200, vatCents: 144 },
    ]);
  });

  it('rounds once per rate, splits odd cents of shipping and leaves gift cards out', () => {
    const vat = orderVat(
      [
        { totalCents: 1299, vatRatePercent: 7 },
        { totalCents: 1299, vatRatePercent: 7 },
        { totalCents: 1000, vatRatePercent: 19 },
        { totalCents: 2500, vatRatePercent: 0 },
      ],
      490,
    );
    expect(vat.map((v) => v.ratePercent)).toEqual([19, 7]);
    expect(vat.reduce((sum, v) => sum + v.grossCents, 0)).toBe(1299 * 2 + 1000 + 490);
    // 2598 of 3598 carry 353.8 cents of shipping, 1000 carry 136.2: 354 and 136.
    expect(vat).toEqual([
      { ratePercent: 19, grossCents: 1136, vatCents: 181 },
      { ratePercent: 7, grossCents: 2952, vatCents: 193 },
    ]);
  });

  it('ships a parcel of gift cards only at no rate and other shipping at the standard rate', () => {
    expect(orderVat([{ totalCents: 2500, vatRatePercent: 0 }], 0)).toEqual([]);
    expect(orderVat([{ totalCents: 0, vatRatePercent: 7 }], 490)).toEqual([
      { ratePercent: 19, grossCents: 490, vatCents: 78 },
    ]);
  });
});
