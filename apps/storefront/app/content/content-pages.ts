import { type ContentPageKey, contentPageSlugs } from '@shop/shop-rules';
import type { LanguageKey } from '../i18n/languages.ts';
import type { AlternatePaths } from '../seo/alternate-paths.ts';

/** The content pages of spec section 2, each under its own slug in every language (@shop/shop-rules). */
export type ContentPage = ContentPageKey;

export function contentPagePath(page: ContentPage, language: LanguageKey): string {
  return `/${language}/e/${contentPageSlugs[page][language]}`;
}

/**
 * The page in every language, as a content page route returns it from its loader (`alternates`), so
 * that hreflang links and the language switcher lead to /en/e/privacy-policy from /de/e/datenschutz.
 */
export function contentPageAlternates(page: ContentPage): AlternatePaths {
  return {
    de: contentPagePath(page, 'de'),
    en: contentPagePath(page, 'en'),
    da: contentPagePath(page, 'da'),
  };
}
