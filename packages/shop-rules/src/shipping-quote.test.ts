import { describe, expect, it } from 'vitest';
import { quoteShipping, type ShippingLine } from './shipping-quote.ts';

const coffee = (unitPriceCents: number, quantity = 1): ShippingLine => ({
  unitPriceCents,
  quantity,
  tags: [],
  isGiftCard: false,
});
const giftCard = (unitPriceCents: number, quantity = 1): ShippingLine => ({
  unitPriceCents,
  quantity,
  tags: [],
  isGiftCard: true,
});
const tagged = (tag: string, unitPriceCents: number): ShippingLine => ({
  unitPriceCents,
  quantity: 1,
  tags: ['Kaffeemaschinen', tag],
  isGiftCard: false,
});

describe('standard shipping and the free-shipping threshold', () => {
  it('charges 4.90 up to and including 49.00, and nothing from 49.01', () => {
    expect(quoteShipping({ lines: [coffee(4900)], cartTotalCents: 4900 })).toEqual({
      method: 'standard',
      feeCents: 490,
      basisCents: 4900,
      missingForFreeCents: 1,
    });
    expect(quoteShipping({ lines: [coffee(4901)], cartTotalCents: 4901 })).toMatchObject({
      method: 'standard',
      feeCents: 0,
      missingForFreeCents: 0,
    });
  });

  it('says how much is missing for free shipping', () => {
    expect(quoteShipping({ lines: [coffee(1845, 2)], cartTotalCents: 3690 }).missingForFreeCents).toBe(1211);
  });

  it('compares the total after discounts, not the list prices', () => {
    // 60.00 of coffee with a 15.00 discount: 45.00 is what the visitor pays.
    expect(quoteShipping({ lines: [coffee(3000, 2)], cartTotalCents: 4500 }).feeCents).toBe(490);
  });

  it('leaves gift-card products (price times quantity) out of the threshold', () => {
    const quote = quoteShipping({ lines: [coffee(2000), giftCard(2500, 2)], cartTotalCents: 7000 });
    expect(quote).toMatchObject({ method: 'standard', feeCents: 490, basisCents: 2000 });
  });

  it('ships a cart of gift cards alone for nothing: they go by e-mail', () => {
    expect(quoteShipping({ lines: [giftCard(5000)], cartTotalCents: 5000 })).toMatchObject({
      method: 'none',
      feeCents: 0,
    });
  });

  it('has nothing to ship for an empty cart', () => {
    expect(quoteShipping({ lines: [], cartTotalCents: 0 }).method).toBe('none');
  });
});

describe('special and freight shipping', () => {
  it('charges 4.90 special shipping for a device with a plug, above the threshold too', () => {
    expect(quoteShipping({ lines: [tagged('Sonderversand', 12900)], cartTotalCents: 12900 })).toMatchObject({
      method: 'special',
      feeCents: 490,
      missingForFreeCents: null,
    });
  });

  it('treats electric grinders as special shipping', () => {
    expect(quoteShipping({ lines: [tagged('Elektrische Mühlen', 8900)], cartTotalCents: 8900 }).method).toBe(
      'special',
    );
  });

  it('charges 49 freight for a machine, and freight wins over special and standard', () => {
    const quote = quoteShipping({
      lines: [coffee(1200), tagged('Sonderversand', 3900), tagged('Speditionsversand', 89900)],
      cartTotalCents: 95000,
    });
    expect(quote).toMatchObject({ method: 'freight', feeCents: 4900 });
  });

  it('ignores tags of gift cards', () => {
    const card = { ...giftCard(5000), tags: ['Speditionsversand'] };
    expect(quoteShipping({ lines: [coffee(1000), card], cartTotalCents: 6000 }).method).toBe('standard');
  });
});
