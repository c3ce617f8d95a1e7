import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatLongDate } from './long-date.ts';

describe('long dates without Intl (long-date.ts)', () => {
  for (const locale of ['de-DE', 'en-GB', 'da-DK']) {
    it(`writes what Intl.DateTimeFormat writes: ${locale}`, () => {
      const reference = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
      fc.assert(
        fc.property(
          fc.date({
            min: new Date('0001-01-01T00:00:00Z'),
            max: new Date('9999-12-31T23:59:59Z'),
            noInvalidDate: true,
          }),
          (date) => formatLongDate(date, locale) === reference.format(date),
        ),
        { numRuns: 5000 },
      );
    });
  }

  it('spells the month in the page language', () => {
    const date = new Date('2026-03-24T12:00:00Z');
    expect(formatLongDate(date, 'de-DE')).toBe('24. März 2026');
    expect(formatLongDate(date, 'en-GB')).toBe('24 March 2026');
    expect(formatLongDate(new Date('2026-05-03T00:00:00Z'), 'da-DK')).toBe('3. maj 2026');
  });

  it('leaves other locales to Intl', () => {
    const date = new Date('2026-03-24T12:00:00Z');
    expect(formatLongDate(date, 'fr-FR')).toBe('24 mars 2026');
  });
});
