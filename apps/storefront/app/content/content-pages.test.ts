import { describe, expect, it } from 'vitest';
import { languageKeys } from '../i18n/languages.ts';
import { contentPageAlternates, contentPagePath, contentPageSlugs } from './content-pages.ts';

describe('content pages', () => {
  it('live under /{lang}/e/{slug}, German privacy at /de/e/datenschutz (spec section 2)', () => {
    expect(contentPagePath('privacy', 'de')).toBe('/de/e/datenschutz');
    expect(contentPageAlternates('terms')).toEqual({
      de: '/de/e/agb',
      en: '/en/e/terms-of-service',
      da: '/da/e/handelsbetingelser',
    });
  });

  it('have one distinct slug per page in each language', () => {
    for (const language of languageKeys) {
      const slugs = contentPageSlugs(language);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9-]+$/);
    }
  });
});
