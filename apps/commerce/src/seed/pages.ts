import { contentPageSlugs } from '@shop/shop-rules';
import type { ContentPage, PageKey } from './catalog-types.ts';
import { PAGES_DA } from './pages-da.ts';
import { PAGES_DE } from './pages-de.ts';
import { PAGES_EN } from './pages-en.ts';
import { localized, stripTags, truncate } from './text.ts';

export const PAGE_KEYS: readonly PageKey[] = [
  'shipping',
  'payment',
  'returns',
  'about',
  'benefits',
  'newsletter',
  'coffee-hub',
  'click-collect',
  'workshops',
  'co2',
  'flavour-profile',
  'terms',
  'imprint',
  'privacy',
  'accessibility',
];

const TEXTS = { de: PAGES_DE, en: PAGES_EN, da: PAGES_DA };

/** The content pages at `/{lang}/e/{slug}`. */
export function buildPages(): ContentPage[] {
  return PAGE_KEYS.map((key, i) => {
    const text = localized((lang) => TEXTS[lang][key]);
    return {
      id: i + 1,
      key,
      slug: localized((lang) => contentPageSlugs[key][lang]),
      title: localized((lang) => text[lang].title),
      bodyHtml: localized((lang) => text[lang].body),
      seo: localized((lang) => ({
        title: text[lang].title,
        description: truncate(stripTags(text[lang].body), 155),
      })),
    };
  });
}
