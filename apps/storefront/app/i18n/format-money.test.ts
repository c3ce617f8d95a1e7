import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DecimalOptions, decimalFormat } from './decimal-format.ts';
import { formatEuro, formatMoney } from './format-money.ts';

// Intl separates the amount and the sign with a no-break space in some locales.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('prices in the page locale', () => {
  it('formats an API price with its currency and cents', () => {
    const price = { amount: '4.9', currencyCode: 'EUR' };
    expect(plain(formatMoney(price, 'de-DE'))).toBe('4,90 €');
    expect(plain(formatMoney(price, 'en-GB'))).toBe('€4.90');
    expect(plain(formatMoney(price, 'da-DK'))).toBe('4,90 €');
  });

  it('states whole euro amounts without cents', () => {
    expect(plain(formatEuro(49, 'de-DE'))).toBe('49 €');
    expect(plain(formatEuro(5, 'en-GB'))).toBe('€5');
  });
});

const locales = ['de-DE', 'en-GB', 'da-DK'] as const;
const optionSets: { name: string; ours: DecimalOptions; intl: Intl.NumberFormatOptions }[] = [
  { name: 'euro', ours: { currency: 'EUR' }, intl: { style: 'currency', currency: 'EUR' } },
  {
    name: 'whole euro',
    ours: { currency: 'EUR', maximumFractionDigits: 0 },
    intl: { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 },
  },
  { name: 'plain', ours: {}, intl: {} },
  { name: 'rating', ours: { minimumFractionDigits: 2 }, intl: { minimumFractionDigits: 2 } },
];

// Cents as the API sends them, amounts that sit on a rounding edge, and any double at all.
const amounts = fc.oneof(
  fc.integer({ min: -10_000_000_00, max: 10_000_000_00 }).map((cents) => cents / 100),
  fc.integer({ min: -100_000_000, max: 100_000_000 }).map((tenths) => tenths / 1000 + 0.0005),
  fc.double({ min: -1e15, max: 1e15, noNaN: true }),
  fc.constantFrom(0, -0, 0.005, 1.005, 2.675, 0.0005, 999.9995, 999_999.995, 1e21, 1e-7, Infinity),
);

describe('numbers without Intl (decimal-format.ts)', () => {
  for (const locale of locales) {
    for (const { name, ours, intl } of optionSets) {
      it(`writes what Intl.NumberFormat writes: ${locale}, ${name}`, () => {
        const reference = new Intl.NumberFormat(locale, intl);
        const formatter = decimalFormat(locale, ours);
        fc.assert(
          fc.property(amounts, (value) => formatter.format(value) === reference.format(value)),
          { numRuns: 3000 },
        );
      });
    }
  }

  it('leaves a locale it does not know to Intl', () => {
    expect(decimalFormat('fr-FR', { currency: 'EUR' }).format(1234.5)).toBe(
      new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(1234.5),
    );
  });

  it('formats an other currency than the euro through Intl', () => {
    expect(plain(formatMoney({ amount: '12.5', currencyCode: 'DKK' }, 'da-DK'))).toBe('12,50 kr.');
  });
});
