import type { LanguageKey } from '../i18n/languages.ts';
import {
  type SearchFeatured,
  type SearchResults,
  searchFeaturedSchema,
  searchResultsSchema,
} from './search-data.ts';

async function getJson(url: string, signal: AbortSignal): Promise<unknown> {
  const response = await fetch(url, { signal, headers: { Accept: 'application/json' } });
  // A failed answer throws, so TanStack Query retries it with its backoff.
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

export async function fetchPredictiveSearch(
  language: LanguageKey,
  term: string,
  signal: AbortSignal,
): Promise<SearchResults> {
  const query = new URLSearchParams({ q: term, lang: language });
  return searchResultsSchema.parse(await getJson(`/api/predictive-search?${query}`, signal));
}

export async function fetchSearchFeatured(
  language: LanguageKey,
  signal: AbortSignal,
): Promise<SearchFeatured> {
  const query = new URLSearchParams({ lang: language });
  return searchFeaturedSchema.parse(await getJson(`/api/search-featured?${query}`, signal));
}
