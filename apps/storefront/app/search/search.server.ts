import { PredictiveSuggestionsDocument, SearchFeaturedDocument } from '@shop/storefront-api';
import { z } from 'zod';
import { toCollectionCard } from '../catalog/collection-card.ts';
import { toProductCard } from '../catalog/product-card.ts';
import { referencesOf } from '../catalog/references.ts';
import { storefrontQuery } from '../commerce/storefront.server.ts';
import type { Language } from '../i18n/languages.ts';
import type { SearchFeatured, SearchResults } from './search-data.ts';

/*
 * A failing commerce API throws a 503 response from storefrontQuery; for the JSON endpoints that is
 * the right answer too (the overlay retries, a page shows its error page).
 */

/** Spec section 9: predictive search result limit. */
export const predictiveSearchLimit = 5;

export async function predictiveSearch(
  language: Language,
  query: string,
  limit = predictiveSearchLimit,
): Promise<SearchResults> {
  const { predictiveSearch } = await storefrontQuery(PredictiveSuggestionsDocument, {
    query,
    limit,
    language: language.code,
  });
  return {
    collections: (predictiveSearch?.collections ?? []).map(toCollectionCard),
    products: (predictiveSearch?.products ?? []).map(toProductCard),
  };
}

const suggestionList = z.array(z.string());

/** The suggestions field is a JSON list (`list.single_line_text_field`); a broken value shows none. */
function parseSuggestions(value: string | null | undefined): string[] {
  if (!value) return [];
  try {
    const parsed = suggestionList.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** The fixed entries of the empty search for the language (spec section 2). */
export async function searchFeatured(language: Language): Promise<SearchFeatured> {
  const { metaobject } = await storefrontQuery(SearchFeaturedDocument, { language: language.code });
  return {
    suggestions: parseSuggestions(metaobject?.suggestions?.value),
    collections: referencesOf(metaobject?.collections?.references?.nodes, 'Collection').map(toCollectionCard),
    products: referencesOf(metaobject?.products?.references?.nodes, 'Product').map(toProductCard),
  };
}
