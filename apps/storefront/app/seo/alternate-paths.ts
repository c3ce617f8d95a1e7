import { useLocation, useMatches } from 'react-router';
import { isLanguageKey, type LanguageKey, languageKeys } from '../i18n/languages.ts';

export type AlternatePaths = Record<LanguageKey, string>;

function alternatesOf(data: unknown): Partial<AlternatePaths> | null {
  if (typeof data !== 'object' || data === null || !('alternates' in data)) return null;
  const { alternates } = data;
  if (typeof alternates !== 'object' || alternates === null) return null;
  const found: Partial<AlternatePaths> = {};
  for (const [key, path] of Object.entries(alternates)) {
    if (isLanguageKey(key) && typeof path === 'string' && path.startsWith('/')) found[key] = path;
  }
  return found;
}

/**
 * The current page in every language, for hreflang links and the language switcher. A route whose path
 * differs per language (a collection's handle, a page's slug) returns `alternates: { de, en, da }` from its
 * loader; elsewhere only the language prefix changes. The query string is kept.
 */
export function useAlternatePaths(): AlternatePaths {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  // The deepest route that declares alternates wins.
  const declared: Partial<AlternatePaths> = {};
  for (const match of matches) Object.assign(declared, alternatesOf(match.loaderData));
  const rest = pathname.replace(/^\/[^/]+/, '');
  const paths: Partial<AlternatePaths> = {};
  for (const key of languageKeys) paths[key] = `${declared[key] ?? `/${key}${rest}`}${search}`;
  return {
    de: paths.de ?? `/de${rest}`,
    en: paths.en ?? `/en${rest}`,
    da: paths.da ?? `/da${rest}`,
  };
}
