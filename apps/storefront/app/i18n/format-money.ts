import { type DecimalOptions, decimalFormat, type NumberFormatter } from './decimal-format.ts';

/** An amount as the API sends it (a Decimal string) or as the shop's rules state it (a number). */
export type MoneyAmount = { amount: string | number; currencyCode: string };

/**
 * Formatters by locale and options. Making one costs more than formatting with it, and a collection
 * page formats hundreds of prices with the same few.
 */
const formats = new Map<string, NumberFormatter>();

/** A number formatter for `locale`, made once per locale and option set (`key` names the options). */
export function numberFormat(locale: string, key: string, options: DecimalOptions): NumberFormatter {
  const id = `${locale}|${key}`;
  let format = formats.get(id);
  if (!format) {
    format = decimalFormat(locale, options);
    formats.set(id, format);
  }
  return format;
}

/**
 * Every price and amount on the site, in the page's locale: 4,90 € (de-DE), €4.90 (en-GB),
 * 4,90 € (da-DK). `whole` drops the cents for amounts stated in whole units (a 5 € voucher). Euro
 * amounts go through i18n/decimal-format.ts, so the browser needs no `Intl` number data for them.
 */
export function formatMoney(money: MoneyAmount, locale: string, { whole = false } = {}): string {
  const options = { currency: money.currencyCode, ...(whole ? { maximumFractionDigits: 0 } : {}) };
  return numberFormat(locale, `${money.currencyCode}${whole ? '|whole' : ''}`, options).format(
    Number(money.amount),
  );
}

/** Whole euro amounts of the shop's rules (free shipping from 49 €, the 5 € voucher). */
export function formatEuro(amount: number, locale: string): string {
  return formatMoney({ amount, currencyCode: 'EUR' }, locale, { whole: true });
}
