import {
  SearchCollectionsDocument,
  SearchProductsDocument,
  type SearchSortKeys,
  type SearchUnavailableProductsType,
} from '@shop/storefront-api';
import { cardColumns } from '../catalog/card-columns.ts';
import { toCollectionCard } from '../catalog/collection-card.ts';
import { toProductCard } from '../catalog/product-card.ts';
import { referencesOf } from '../catalog/references.ts';
import { shareRepeatedParts } from '../catalog/shared-card-parts.ts';
import { atPageOrFirst } from '../collection/collection.server.ts';
import { productFiltersOf, toListFilters } from '../collection/collection-filters.server.ts';
import { searchSortOptions } from '../collection/collection-params.ts';
import type { ProductListPage } from '../collection/list-data.ts';
import { storefrontQuery } from '../commerce/storefront.server.ts';
import type { Language } from '../i18n/languages.ts';

type SearchSort = (typeof searchSortOptions)[number];

/**
 * Best match first with products that cannot be bought at the end (the platform's default); by price,
 * every product in its place, so that the prices ascend down the whole list.
 */
const orders: Record<
  SearchSort,
  { sortKey: SearchSortKeys; reverse: boolean; unavailableProducts: SearchUnavailableProductsType }
> = {
  relevance: { sortKey: 'RELEVANCE', reverse: false, unavailableProducts: 'LAST' },
  price_asc: { sortKey: 'PRICE', reverse: false, unavailableProducts: 'SHOW' },
};

/**
 * The search results page: the matching categories (as the overlay finds them) and a page of the
 * matching products (250, cursor paging) through the API's `search`, filtered as a collection is (the
 * same URL pairs, decision 0030), with the filters and their counts, in the chosen order.
 */
export async function loadSearchResults(language: Language, query: string, search: URLSearchParams) {
  const sort: SearchSort = searchSortOptions.find((option) => option === search.get('sort')) ?? 'relevance';
  const [{ predictiveSearch }, { search: found }] = await Promise.all([
    storefrontQuery(SearchCollectionsDocument, { query, limit: 10, language: language.code }),
    atPageOrFirst(search, (paging) =>
      storefrontQuery(SearchProductsDocument, {
        query,
        ...paging,
        filters: productFiltersOf(search),
        ...orders[sort],
        language: language.code,
      }),
    ),
  ]);
  const list: ProductListPage = {
    cards: cardColumns(shareRepeatedParts(referencesOf(found.nodes, 'Product').map(toProductCard))),
    filters: toListFilters(found.productFilters, search),
    sort,
    sortOptions: searchSortOptions,
    cursors: {
      next: found.pageInfo.hasNextPage ? found.pageInfo.endCursor : null,
      previous: found.pageInfo.hasPreviousPage ? found.pageInfo.startCursor : null,
    },
  };
  const collections = (predictiveSearch?.collections ?? []).map(toCollectionCard);
  return { collections, list, total: found.totalCount };
}

export type SearchResultsPage = Awaited<ReturnType<typeof loadSearchResults>>;
