import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LanguageKey } from '../i18n/languages.ts';
import { fetchPredictiveSearch, fetchSearchFeatured } from './search-api.ts';

/**
 * Live results keyed by language and term: an answer is stored under the term it was asked for,
 * so the answer of an outdated term can never be shown for a newer one. While the next term
 * loads, the previous results stay on screen instead of flashing empty.
 */
export function usePredictiveSearch(language: LanguageKey, term: string) {
  return useQuery({
    queryKey: ['predictive-search', language, term],
    queryFn: ({ signal }) => fetchPredictiveSearch(language, term, signal),
    enabled: term.length > 0,
    placeholderData: keepPreviousData,
  });
}

export function useSearchFeatured(language: LanguageKey) {
  return useQuery({
    queryKey: ['search-featured', language],
    queryFn: ({ signal }) => fetchSearchFeatured(language, signal),
  });
}
