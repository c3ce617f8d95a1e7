/** An amount as the API sends it (a Decimal string) or as the shop's rules state it (a number). */
export type MoneyAmount = { amount: string | number; currencyCode: string };

/**
 * Formatters by locale and options. Making an `Intl.NumberFormat` costs far more than formatting
 * with one, and a collection page formats hundreds of prices with the same few.
 */
const formats = new Map<string, Intl.NumberFormat>();

/** A number formatter for `locale`, made once per locale and option set (`key` names the options). */
export function numberFormat(
  locale: string,
  key: string,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  const id = `${locale}|${key}`;
  let format = formats.get(id);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(id, format);
  }
  return format;
}

/**
 * Every price and amount on the site, in the page's locale: 4,90 € (de-DE), €4.90 (en-GB),
 * 4,90 € (da-DK). `whole` drops the cents for amounts stated in whole units (a 5 € voucher).
 */
export function formatMoney(money: MoneyAmount, locale: string, { whole = false } = {}): string {
  const options: Intl.NumberFormatOptions = { style: 'currency', currency: money.currencyCode };
  if (whole) options.maximumFractionDigits = 0;
  return numberFormat(locale, `${money.currencyCode}${whole ? '|whole' : ''}`, options).format(
    Number(money.amount),
  );
}

/** Whole euro amounts of the shop's rules (free shipping from 49 €, the 5 € voucher). */
export function formatEuro(amount: number, locale: string): string {
  return formatMoney({ amount, currencyCode: 'EUR' }, locale, { whole: true });
}
