/** An amount as the API sends it (a Decimal string) or as the shop's rules state it (a number). */
export type MoneyAmount = { amount: string | number; currencyCode: string };

/**
 * Every price and amount on the site, in the page's locale: 4,90 € (de-DE), €4.90 (en-GB),
 * 4,90 € (da-DK). `whole` drops the cents for amounts stated in whole units (a 5 € voucher).
 */
export function formatMoney(money: MoneyAmount, locale: string, { whole = false } = {}): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: money.currencyCode,
    ...(whole ? { maximumFractionDigits: 0 } : {}),
  }).format(Number(money.amount));
}

/** Whole euro amounts of the shop's rules (free shipping from 49 €, the 5 € voucher). */
export function formatEuro(amount: number, locale: string): string {
  return formatMoney({ amount, currencyCode: 'EUR' }, locale, { whole: true });
}
