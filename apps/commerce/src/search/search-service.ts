import { sql } from 'drizzle-orm';
import { countFacets, loadFacetIndex } from '../catalog/facet-store.ts';
import { buildFilters, type FilterView } from '../catalog/filter-builder.ts';
import { filterConditions, parseFilters } from '../catalog/product-filters.ts';
import {
  countProducts,
  fromClause,
  type ListQuery,
  listProductIds,
  productOrder,
} from '../catalog/product-list-store.ts';
import { productViews } from '../catalog/product-service.ts';
import {
  type ArticleView,
  articleView,
  type PageView,
  type ProductView,
  pageView,
} from '../catalog/views.ts';
import { htmlToText } from '../content/html-text.ts';
import { findAllArticles, findAllPages } from '../content/page-store.ts';
import { products } from '../db/schema.ts';
import { type Connection, maxPageSize, resolveWindow, toConnection } from '../graphql/connection.ts';
import type { QueryRootSearchArgs } from '../graphql/resolver-types.generated.ts';
import type { GraphQLContext } from '../graphql/resolvers.ts';
import { userInputError } from '../graphql/user-input-error.ts';
import type { ContentLanguage } from '../i18n/language.ts';
import {
  type PrefixMode,
  productTextMatch,
  queryWords,
  relevanceOrder,
  textHoldsWords,
} from './text-match.ts';
import { searchTrackingParameters } from './tracking-parameters.ts';

export type SearchItemView = ProductView | PageView | ArticleView;

/** A page of search results; the products' facets are counted only when a client asks for them. */
export type SearchConnectionView = Connection<SearchItemView> & {
  totalCount: number;
  productFilters: () => Promise<FilterView[]>;
};

/** The platform takes at most 250 filters; GraphQL's types cannot say so. */
const maxFilters = 250;

async function contentResults(
  context: GraphQLContext,
  args: QueryRootSearchArgs,
  words: readonly string[],
  language: ContentLanguage,
  mode: PrefixMode,
): Promise<(PageView | ArticleView)[]> {
  const containsAll = (text: string, words: readonly string[]) => textHoldsWords(text, words, mode);
  if (words.length === 0) return [];
  const wants = (type: 'PAGE' | 'ARTICLE') => !args.types || args.types.includes(type);
  const pages = wants('PAGE')
    ? (await findAllPages(context))
        .filter((p) => containsAll(`${p.title[language]} ${htmlToText(p.body[language])}`, words))
        .map(pageView)
    : [];
  const articles = wants('ARTICLE')
    ? (await findAllArticles(context))
        .filter((a) =>
          containsAll(`${a.title[language]} ${a.summary[language]} ${htmlToText(a.body[language])}`, words),
        )
        .map(articleView)
    : [];
  return [...pages, ...articles];
}

/**
 * The platform's `search`: matching products first (best match or by price, unavailable ones
 * last unless hidden or shown in place), then content pages, then articles. One offset runs over
 * that list, so cursors page through all kinds.
 */
export async function search(
  context: GraphQLContext,
  args: QueryRootSearchArgs,
  language: ContentLanguage,
): Promise<SearchConnectionView> {
  if ((args.productFilters?.length ?? 0) > maxFilters)
    throw userInputError(`productFilters accepts at most ${maxFilters} filters.`);
  const text = args.query.trim().slice(0, 100);
  const words = queryWords(text);
  // Without `prefix`, every word may be the start of one, as our storefront searches while typing.
  const mode: PrefixMode = args.prefix ?? 'EVERY';
  const match = !args.types || args.types.includes('PRODUCT') ? productTextMatch(text, language, mode) : null;
  const index = await loadFacetIndex(context);
  const state = parseFilters(args.productFilters ?? [], index, language);
  const filters = filterConditions(state);
  const unavailable = args.unavailableProducts ?? 'LAST';
  const matching = match ? [sql`(${match.condition} OR ${match.typoCondition})`] : [sql`FALSE`];
  const hidden = unavailable === 'HIDE' ? [sql`${products.availableForSale}`] : [];
  const order = productOrder(
    args.sortKey === 'PRICE' ? 'PRICE' : 'RELEVANCE',
    match && relevanceOrder(match),
    language,
  );
  const query: ListQuery = {
    language,
    conditions: [...matching, ...hidden, ...filters.map((f) => f.condition)],
    // Unavailable products last whichever way the rest is ordered (false sorts first).
    orderBy: unavailable === 'LAST' ? [sql`NOT ${products.availableForSale}`, ...order] : order,
    reverse: args.reverse ?? false,
    collectionId: null,
    searching: true,
  };
  const [productCount, content] = await Promise.all([
    match ? countProducts(context.db, query) : Promise.resolve(0),
    contentResults(context, args, words, language, mode),
  ]);
  const totalCount = productCount + content.length;
  const window = await resolveWindow(args, maxPageSize, async () => totalCount);
  const productIds =
    window.offset < productCount
      ? await listProductIds(
          context.db,
          query,
          window.offset,
          Math.min(window.limit, productCount - window.offset),
        )
      : [];
  const contentStart = Math.max(0, window.offset - productCount);
  const contentTaken = content.slice(contentStart, contentStart + window.limit - productIds.length);
  const items: SearchItemView[] = [...(await productViews(context, productIds)), ...contentTaken];
  const tracked = items.map((item, i) => ({
    ...item,
    trackingParameters: searchTrackingParameters(text, window.offset + i + 1),
  }));
  const facetScope = {
    from: fromClause({ ...query, conditions: [...matching, ...hidden] }),
  };
  return {
    ...toConnection(tracked, window.offset, window.offset + items.length < totalCount),
    totalCount,
    productFilters: async () =>
      match ? buildFilters(await countFacets(context.db, facetScope, filters), state, index, language) : [],
  };
}
