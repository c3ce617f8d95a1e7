import { describe, expect, it } from 'vitest';
import { contentPageAlternates } from '../content/content-pages.ts';
import { alternatePathsFor } from './alternate-paths.ts';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('alternate paths (hreflang and language switcher)', () => {
  it('swap only the language prefix where no route declares alternates, keeping the query', () => {
    expect(alternatePathsFor(at('/de/search', '?q=espresso'), [null, { shell: {} }])).toEqual({
      de: '/de/search?q=espresso',
      en: '/en/search?q=espresso',
      da: '/da/search?q=espresso',
    });
    expect(alternatePathsFor(at('/en'), [])).toEqual({ de: '/de', en: '/en', da: '/da' });
  });

  it("use a content page's slug in each language", () => {
    const paths = alternatePathsFor(at('/de/e/datenschutz'), [
      { shell: {} },
      { alternates: contentPageAlternates('privacy') },
    ]);
    expect(paths).toEqual({
      de: '/de/e/datenschutz',
      en: '/en/e/privacy-policy',
      da: '/da/e/privatlivspolitik',
    });
  });

  it('let the deepest route win and fill undeclared languages from the prefix', () => {
    const paths = alternatePathsFor(at('/da/c/kaffe', '?sort=price'), [
      { alternates: { de: '/de/c/outer', en: '/en/c/outer' } },
      { alternates: { de: '/de/c/kaffee' } },
    ]);
    expect(paths).toEqual({
      de: '/de/c/kaffee?sort=price',
      en: '/en/c/outer?sort=price',
      da: '/da/c/kaffe?sort=price',
    });
  });

  it('ignore unknown languages and anything that is not a path of this site', () => {
    const paths = alternatePathsFor(at('/de/e/agb'), [
      { alternates: { fr: '/fr/e/cgv', en: '//evil.example/terms', da: 'https://evil.example/', de: 42 } },
      { alternates: 'nonsense' },
    ]);
    expect(paths).toEqual({ de: '/de/e/agb', en: '/en/e/agb', da: '/da/e/agb' });
  });
});
