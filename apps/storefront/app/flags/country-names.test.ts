import { describe, expect, it } from 'vitest';
import { countryName } from './country-names.ts';
import { isFlagCountry } from './flag-svg.tsx';

// Every two-letter code we have a flag for, found by asking rather than listed again here.
const letters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
const flagCountries = letters
  .flatMap((first) => letters.map((second) => first + second))
  .filter(isFlagCountry);

describe('country names without Intl', () => {
  it('finds the flags to name', () => {
    expect(flagCountries).toContain('DE');
  });

  for (const locale of ['de-DE', 'en-GB', 'da-DK']) {
    it(`names every flag's country as Intl.DisplayNames does: ${locale}`, () => {
      const reference = new Intl.DisplayNames([locale], { type: 'region' });
      for (const country of flagCountries) expect(countryName(country, locale)).toBe(reference.of(country));
    });
  }

  it('asks Intl for a locale outside the table', () => {
    expect(countryName('DE', 'fr-FR')).toBe('Allemagne');
  });
});
