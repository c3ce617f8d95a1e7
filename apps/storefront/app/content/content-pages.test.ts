import { describe, expect, it } from 'vitest';
import { contentPageAlternates, contentPagePath } from './content-pages.ts';

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
