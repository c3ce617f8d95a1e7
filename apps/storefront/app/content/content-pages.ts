import { type ContentPageKey, contentPageSlugs } from '@shop/shop-rules';
import type { LanguageKey } from '../i18n/languages.ts';
import { languageKeys } from '../i18n/languages.ts';
import type { AlternatePaths } from '../seo/alternate-paths.ts';

/** The content pages of spec section 2, each under its own slug in every language (@shop/shop-rules). */
export type ContentPage = ContentPageKey;

export const contentPageKeys = Object.keys(contentPageSlugs) as ContentPage[];

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

/**
 * Which page a slug names in a language: `page` when it is that language's slug; `moved` when it is
 * another language's slug of a page (/en/e/datenschutz), so the visitor is sent to /en/e/privacy-policy;
 * null for a slug that names no page.
 */
export function contentPageForSlug(
  language: LanguageKey,
  slug: string,
): { page: ContentPage; moved: boolean } | null {
  const own = contentPageKeys.find((key) => contentPageSlugs[key][language] === slug);
  if (own) return { page: own, moved: false };
  const other = contentPageKeys.find((key) =>
    languageKeys.some((lang) => contentPageSlugs[key][lang] === slug),
  );
  return other ? { page: other, moved: true } : null;
}
