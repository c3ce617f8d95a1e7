/**
 * Money crosses the API as `Decimal` strings (the platform's MoneyV2); inside it is always integer
 * cents. The one conversion for catalogue prices and cart amounts: 490 → "4.90".
 */
export type Money = { amount: string; currencyCode: 'EUR' };

export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`Money must be integer cents, got ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function money(cents: number): Money {
  return { amount: formatCents(cents), currencyCode: 'EUR' };
}

/**
 * An amount in cents as a language writes euros for a reader (pages and mails): "20,98 €" (de-DE),
 * "€20.98" (en-GB); `whole` drops zero cents ("5 €"), as the voucher's amounts are written.
 */
export function euroText(cents: number, locale: string, whole = false): string {
  const digits = whole && cents % 100 === 0 ? 0 : 2;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(cents / 100);
}
