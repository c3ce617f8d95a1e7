import { describe, expect, it } from 'vitest';
import { contentPageSlugs } from './content-pages.ts';

describe('content-page slugs', () => {
  it('are distinct per language and fit in a URL path segment', () => {
    for (const language of ['de', 'en', 'da'] as const) {
      const slugs = Object.values(contentPageSlugs).map((bySlug) => bySlug[language]);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9-]+$/);
    }
  });
});
