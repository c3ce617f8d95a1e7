import type { AlternatePaths } from './alternate-paths.ts';

/**
 * What a route tells the page head about itself, returned from its loader next to its data:
 *
 *   return { ...pageData, ...routeSeo({ alternates: contentPageAlternates(key), noindex: false }) };
 *
 * - `alternates`: the same page in every language, for hreflang links and the language switcher, when
 *   the path differs per language (a localised slug or handle). Omitted: the language prefix is swapped.
 * - `noindex`: the page is kept out of search engines (a collection whose seo metafield says so, search
 *   results). A route without loader data can export `handle = { noindex: true }` instead.
 *
 * The canonical URL is the page's path without its query (filters, `?variant=`), made absolute with the
 * configured origin; page titles come from `<PageTitle>`.
 */
export type RouteSeo = { alternates?: Partial<AlternatePaths>; noindex?: boolean };

export function routeSeo(seo: RouteSeo): RouteSeo {
  return seo;
}

function noindexOf(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'noindex' in value && value.noindex === true;
}

/** Whether any matched route (its loader data or its static handle) asks for `noindex`. */
export function anyRouteNoindex(matches: readonly { loaderData: unknown; handle: unknown }[]): boolean {
  return matches.some((match) => noindexOf(match.loaderData) || noindexOf(match.handle));
}
