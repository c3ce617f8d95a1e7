/**
 * "24. November 2026" (de-DE), "24 November 2026" (en-GB), "24. november 2026" (da-DK): the long date
 * of `Intl.DateTimeFormat` with `dateStyle: 'long'` in UTC, without `Intl` for the shop's three locales.
 * A tab's first `Intl.DateTimeFormat` loads its calendar data, 42–65 ms of one blocking task on the
 * machine of decision 0084; the article, content and product pages show a date while they hydrate.
 * long-date.test.ts holds it to what `Intl` writes; other locales and years outside 1–9999 go to `Intl`.
 */

type LongDatePattern = { months: readonly string[]; day: (day: number) => string };

// CLDR's month names (format context) and the day's form in each pattern.
const patterns: Record<string, LongDatePattern> = {
  'de-DE': {
    months: [
      'Januar',
      'Februar',
      'März',
      'April',
      'Mai',
      'Juni',
      'Juli',
      'August',
      'September',
      'Oktober',
      'November',
      'Dezember',
    ],
    day: (day) => `${day}.`,
  },
  'en-GB': {
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    day: (day) => String(day),
  },
  'da-DK': {
    months: [
      'januar',
      'februar',
      'marts',
      'april',
      'maj',
      'juni',
      'juli',
      'august',
      'september',
      'oktober',
      'november',
      'december',
    ],
    day: (day) => `${day}.`,
  },
};

/** The date's long form in `locale`, read in UTC (server and browser agree in any time zone). */
export function formatLongDate(date: Date, locale: string): string {
  const pattern = patterns[locale];
  const year = date.getUTCFullYear();
  const month = pattern?.months[date.getUTCMonth()];
  if (!pattern || !month || year < 1 || year > 9999) {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  }
  return `${pattern.day(date.getUTCDate())} ${month} ${year}`;
}
