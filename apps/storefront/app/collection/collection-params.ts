/**
 * A product list's state in its URL (collection and search pages), readable and shareable:
 *
 *   ?taste.roast=light&vendor=Kaffee+Kompass&price_min=5&price_max=20&sort=price_asc&after=…
 *
 * Each filter value is one `name=value` pair: `available` (1/0), `type`, `vendor`, `option.{name}`,
 * `{namespace}.{key}` for a metafield (the taste facets, preparation), `price_min`/`price_max`.
 * `after`/`before` are the cursors of the next/previous page. Plain data and functions, used by the
 * server to read the URL and by the page to build its links; no zod here (browser bundle).
 */

/** Spec section 3, user-facing sorting options; the first is the default and stays out of the URL. */
export const sortOptions = ['topseller', 'newest', 'price_asc'] as const;
/**
 * The search results page sorts by relevance unless the visitor chooses otherwise; the API's search
 * orders by relevance or price only (`SearchSortKeys`), so topseller and newest are not offered there
 * (decision 0058).
 */
export const searchSortOptions = ['relevance', 'price_asc'] as const;
export type SortOption = 'relevance' | (typeof sortOptions)[number];

export function isSortOption(
  value: unknown,
  options: readonly SortOption[] = sortOptions,
): value is SortOption {
  return typeof value === 'string' && (options as readonly string[]).includes(value);
}

export const pagingParams = ['after', 'before'] as const;
export const priceParams = { min: 'price_min', max: 'price_max' } as const;
/** Parameters that are state but no filter. */
export const reservedParams = new Set<string>([
  'q',
  'sort',
  'lang',
  ...pagingParams,
  ...Object.values(priceParams),
]);

/** A list filter value as a URL pair. */
export type FilterParam = { name: string; value: string };

/** The URL of the list with `change` applied to its query; paging restarts unless `keepPage`. */
export function listHref(
  pathname: string,
  search: URLSearchParams,
  change: (params: URLSearchParams) => void,
  keepPage = false,
): string {
  const params = new URLSearchParams(search);
  if (!keepPage) for (const name of pagingParams) params.delete(name);
  change(params);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Whether the URL carries this filter value. */
export function hasFilterParam(search: URLSearchParams, param: FilterParam): boolean {
  return search.getAll(param.name).includes(param.value);
}

/** Removes one filter value (or a whole parameter when `value` is absent). */
export function withoutParam(params: URLSearchParams, name: string, value?: string): void {
  if (value === undefined) {
    params.delete(name);
    return;
  }
  const kept = params.getAll(name).filter((v) => v !== value);
  params.delete(name);
  for (const v of kept) params.append(name, v);
}
