import { describe, expect, it } from 'vitest';
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
