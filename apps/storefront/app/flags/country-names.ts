import type { FlagCountry } from './flag-svg.tsx';

/**
 * The names of the countries we have flags for, as `Intl.DisplayNames` (CLDR) writes them in the shop's
 * three locales. A tab's first `Intl.DisplayNames` loads its region data, 30–66 ms of one blocking
 * task on the machine of decision 0084, and a brand collection and a product page show a country
 * while they hydrate. country-names.test.ts holds the table to what `Intl` writes.
 */
const names: Record<string, Record<FlagCountry, string>> = {
  'de-DE': {
    DE: 'Deutschland',
    DK: 'Dänemark',
    GB: 'Vereinigtes Königreich',
    IT: 'Italien',
    AT: 'Österreich',
    CH: 'Schweiz',
    ES: 'Spanien',
  },
  'en-GB': {
    DE: 'Germany',
    DK: 'Denmark',
    GB: 'United Kingdom',
    IT: 'Italy',
    AT: 'Austria',
    CH: 'Switzerland',
    ES: 'Spain',
  },
  'da-DK': {
    DE: 'Tyskland',
    DK: 'Danmark',
    GB: 'Storbritannien',
    IT: 'Italien',
    AT: 'Østrig',
    CH: 'Schweiz',
    ES: 'Spanien',
  },
};

/** "Deutschland" for DE in de-DE; a locale outside the table asks `Intl`. */
export function countryName(country: FlagCountry, locale: string): string {
  return (
    names[locale]?.[country] ?? new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? country
  );
}
