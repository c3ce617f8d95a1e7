import { useLocation, useMatches } from 'react-router';
import { isLanguageKey, type LanguageKey, languageKeys } from '../i18n/languages.ts';

export type AlternatePaths = Record<LanguageKey, string>;

/** A path of this site: absolute, but not `//host/…`, which a browser would read as another site. */
function isSitePath(path: unknown): path is string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//');
}

function alternatesOf(data: unknown): Partial<AlternatePaths> {
  if (typeof data !== 'object' || data === null || !('alternates' in data)) return {};
  const { alternates } = data;
  if (typeof alternates !== 'object' || alternates === null) return {};
  const found: Partial<AlternatePaths> = {};
  for (const [key, path] of Object.entries(alternates)) {
    if (isLanguageKey(key) && isSitePath(path)) found[key] = path;
  }
  return found;
}

/**
 * The current page in every language. A route whose path differs per language (a content page's slug,
 * a collection's handle) returns `alternates: { de, en, da }` from its loader; the deepest route that
 * declares a language wins. A language nobody declares gets the same path under its prefix. The query
 * string is kept.
 */
export function alternatePathsFor(
  location: { pathname: string; search: string },
  loaderData: readonly unknown[],
): AlternatePaths {
  const declared: Partial<AlternatePaths> = {};
  for (const data of loaderData) Object.assign(declared, alternatesOf(data));
  const rest = location.pathname.replace(/^\/[^/]+/, '');
  const pathIn = (key: LanguageKey) => `${declared[key] ?? `/${key}${rest}`}${location.search}`;
  return Object.fromEntries(languageKeys.map((key) => [key, pathIn(key)])) as AlternatePaths;
}

/** The current page in every language, for hreflang links and the language switcher alike. */
export function useAlternatePaths(): AlternatePaths {
  const location = useLocation();
  const matches = useMatches();
  return alternatePathsFor(
    location,
    matches.map((match) => match.loaderData),
  );
}
