import { describe, expect, it } from 'vitest';
import { contentPageAlternates, contentPageForSlug, contentPagePath } from './content-pages.ts';

describe('content pages', () => {
  it('live under /{lang}/e/{slug}, German privacy at /de/e/datenschutz (spec section 2)', () => {
    expect(contentPagePath('privacy', 'de')).toBe('/de/e/datenschutz');
    expect(contentPageAlternates('terms')).toEqual({
      de: '/de/e/agb',
      en: '/en/e/terms-of-service',
      da: '/da/e/handelsbetingelser',
    });
  });
});

describe('contentPageForSlug', () => {
  it("finds the page of the language's own slug", () => {
    expect(contentPageForSlug('de', 'datenschutz')).toEqual({ page: 'privacy', moved: false });
    expect(contentPageForSlug('da', 'privatlivspolitik')).toEqual({ page: 'privacy', moved: false });
    // A slug the languages share is the language's own.
    expect(contentPageForSlug('en', 'newsletter')).toEqual({ page: 'newsletter', moved: false });
  });

  it("marks another language's slug as moved and answers null for an unknown slug", () => {
    expect(contentPageForSlug('en', 'datenschutz')).toEqual({ page: 'privacy', moved: true });
    expect(contentPageForSlug('de', 'no-such-page')).toBeNull();
    expect(contentPageForSlug('de', '')).toBeNull();
  });
});
