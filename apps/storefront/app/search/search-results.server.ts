import { type ProductSortKeys, SearchProductsDocument } from '@shop/storefront-api';
import { toProductCard } from '../catalog/product-card.ts';
import { atPageOrFirst } from '../collection/collection.server.ts';
import { isSortOption, type SortOption, searchSortOptions } from '../collection/collection-params.ts';
import type { ProductListPage } from '../collection/list-data.ts';
import { storefrontQuery } from '../commerce/storefront.server.ts';
import type { Language } from '../i18n/languages.ts';
import { predictiveSearch } from './search.server.ts';

const sortKeys: Record<SortOption, { sortKey: ProductSortKeys; reverse: boolean }> = {
  relevance: { sortKey: 'RELEVANCE', reverse: false },
  topseller: { sortKey: 'BEST_SELLING', reverse: false },
  newest: { sortKey: 'CREATED_AT', reverse: true },
  price_asc: { sortKey: 'PRICE', reverse: false },
};

/**
 * The search results page: the matching categories (as the overlay finds them) and a page of the
 * matching products (250, cursor paging) in the chosen order. The API's `products(query:)` takes no
 * filters, so the page offers sorting and paging only.
 */
export async function loadSearchResults(language: Language, query: string, search: URLSearchParams) {
  const value = search.get('sort');
  const sort: SortOption = isSortOption(value, searchSortOptions) ? value : 'relevance';
  const [suggestions, { products }] = await Promise.all([
    predictiveSearch(language, query, 10),
    atPageOrFirst(search, (paging) =>
      storefrontQuery(SearchProductsDocument, {
        query,
        ...paging,
        ...sortKeys[sort],
        language: language.code,
      }),
    ),
  ]);
  const list: ProductListPage = {
    products: products.nodes.map(toProductCard),
    filters: [],
    sort,
    sortOptions: searchSortOptions,
    cursors: {
      next: products.pageInfo.hasNextPage ? products.pageInfo.endCursor : null,
      previous: products.pageInfo.hasPreviousPage ? products.pageInfo.startCursor : null,
    },
  };
  return { collections: suggestions.collections, list };
}

export type SearchResultsPage = Awaited<ReturnType<typeof loadSearchResults>>;
