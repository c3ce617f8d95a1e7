/**
 * Numbers and euro amounts in the shop's three locales without `Intl.NumberFormat`. A browser tab's
 * first `Intl.NumberFormat` loads the number data of its ICU: 17–114 ms of one blocking task on the
 * machine of decision 0084 (28–60 ms typically), before the hydration could format a price. This
 * formatter writes what `Intl.NumberFormat` writes for these locales and options, character for
 * character (format-money.test.ts holds it to that for random amounts); anything it does not know (an
 * other locale or currency, a number JavaScript prints with an exponent) goes to `Intl`.
 */

export type NumberFormatter = { format(value: number): string };

export type DecimalOptions = {
  /** An ISO currency code; only the euro is written here, any other by `Intl`. */
  currency?: string;
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
};

type LocaleSymbols = { group: string; decimal: string; currencyFirst: boolean };

/** CLDR's symbols and currency pattern: `#,##0.00 ¤` in de and da, `¤#,##0.00` in en-GB. */
const localeSymbols: Record<string, LocaleSymbols> = {
  'de-DE': { group: '.', decimal: ',', currencyFirst: false },
  'da-DK': { group: '.', decimal: ',', currencyFirst: false },
  'en-GB': { group: ',', decimal: '.', currencyFirst: true },
};

/** The fraction digits `Intl.NumberFormat` settles on (ECMA-402: the euro has 2, plain numbers 0–3). */
function fractionDigits(options: DecimalOptions): { min: number; max: number } {
  const defaultMin = options.currency ? 2 : 0;
  const defaultMax = options.currency ? 2 : 3;
  if (options.minimumFractionDigits !== undefined) {
    const min = options.minimumFractionDigits;
    return { min, max: options.maximumFractionDigits ?? Math.max(min, defaultMax) };
  }
  if (options.maximumFractionDigits !== undefined) {
    const max = options.maximumFractionDigits;
    return { min: Math.min(defaultMin, max), max };
  }
  return { min: defaultMin, max: defaultMax };
}

/**
 * The integer and fraction digits of `abs`, rounded half away from zero at `max` digits as ICU does:
 * on the shortest decimal that reads back as the same double (1.005 → 1.01, where `toFixed` says 1.00).
 */
function roundedDigits(abs: number, min: number, max: number): { whole: string; fraction: string } | null {
  const text = String(abs);
  if (!/^\d+(\.\d+)?$/.test(text)) return null; // exponent, NaN, Infinity
  let [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length > max) {
    const roundsUp = (fraction[max] ?? '0') >= '5';
    fraction = fraction.slice(0, max);
    if (roundsUp) {
      const digits = (BigInt(whole + fraction) + 1n).toString().padStart(whole.length + max, '0');
      whole = digits.slice(0, digits.length - max) || '0';
      fraction = digits.slice(digits.length - max);
    }
  }
  fraction = fraction.replace(/0+$/, '');
  return { whole, fraction: fraction.padEnd(min, '0') };
}

/** 1234567 → 1.234.567: groups of three from the right, from four digits on. */
function grouped(whole: string, separator: string): string {
  let out = '';
  for (let end = whole.length; end > 0; end -= 3) {
    const part = whole.slice(Math.max(0, end - 3), end);
    out = out ? `${part}${separator}${out}` : part;
  }
  return out;
}

/** A formatter for `locale` and `options`: our own where the locale is the shop's, `Intl`'s otherwise. */
export function decimalFormat(locale: string, options: DecimalOptions): NumberFormatter {
  const symbols = localeSymbols[locale];
  const intlOptions: Intl.NumberFormatOptions = {
    ...(options.currency ? { style: 'currency', currency: options.currency } : {}),
    minimumFractionDigits: options.minimumFractionDigits,
    maximumFractionDigits: options.maximumFractionDigits,
  };
  let intl: Intl.NumberFormat | undefined;
  const viaIntl = (value: number) => {
    intl ??= new Intl.NumberFormat(locale, intlOptions);
    return intl.format(value);
  };
  if (!symbols || (options.currency !== undefined && options.currency !== 'EUR')) return { format: viaIntl };
  const { min, max } = fractionDigits(options);
  return {
    format(value: number): string {
      const digits = roundedDigits(Math.abs(value), min, max);
      if (!digits) return viaIntl(value);
      const sign = value < 0 || Object.is(value, -0) ? '-' : '';
      const number = `${grouped(digits.whole, symbols.group)}${digits.fraction ? symbols.decimal + digits.fraction : ''}`;
      if (!options.currency) return `${sign}${number}`;
      return symbols.currencyFirst ? `${sign}€${number}` : `${sign}${number}\u00a0€`;
    },
  };
}
