import { listProductIds } from '../catalog/product-list-store.ts';
import { productViews } from '../catalog/product-service.ts';
import { articleView, collectionView, pageView } from '../catalog/views.ts';
import { findAllArticles, findAllPages } from '../content/page-store.ts';
import type { QueryRootPredictiveSearchArgs } from '../graphql/resolver-types.generated.ts';
import type { GraphQLContext } from '../graphql/resolvers.ts';
import { userInputError } from '../graphql/user-input-error.ts';
import { type ContentLanguage, localize } from '../i18n/language.ts';
import { suggestQueries } from './query-suggestions.ts';
import { allSearchableFields, fieldsTextMatch, searchProductIds } from './search-store.ts';
import { productTextMatch, relevanceOrder } from './text-match.ts';
import { predictiveTrackingParameters, tracked } from './tracking-parameters.ts';

const kinds = ['PRODUCT', 'COLLECTION', 'QUERY', 'PAGE', 'ARTICLE'] as const;

type Args = QueryRootPredictiveSearchArgs;

/**
 * Products matching the text: from the language's in-memory index once it is built (about a
 * millisecond at 100,000 products), otherwise, and for a subset of fields, from SQL.
 */
async function searchProducts(
  context: GraphQLContext,
  args: Args,
  text: string,
  language: ContentLanguage,
  limit: number,
) {
  const fields = args.searchableFields ?? allSearchableFields;
  if (allSearchableFields.every((f) => fields.includes(f))) {
    const index = context.searchIndexes.builtProductIndex(language);
    if (index) return productViews(context, index.search(text, limit));
    const match = productTextMatch(text, language);
    return match ? productViews(context, await searchProductIds(context.db, match, language, limit)) : [];
  }
  const match = fieldsTextMatch(text, language, fields);
  const query = {
    language,
    conditions: [match.condition],
    orderBy: [relevanceOrder(match)],
    reverse: false,
    collectionId: null,
    searching: true,
  };
  return productViews(context, await listProductIds(context.db, query, 0, limit));
}

/**
 * Predictive search: products (title, type, vendor, variant titles, SKUs; prefixes and typos),
 * collections, query suggestions, pages and articles. With limitScope ALL the limit is shared,
 * filled in that order of kinds.
 */
export async function predictiveSearch(context: GraphQLContext, args: Args, language: ContentLanguage) {
  const limit = args.limit ?? 10;
  if (limit < 1 || limit > 10) {
    throw userInputError('limit must be between 1 and 10.');
  }
  const text = args.query.trim().slice(0, 100);
  const wanted = new Set(args.types ?? kinds);
  let left = limit;
  const take = async <T>(kind: (typeof kinds)[number], find: (n: number) => Promise<T[]>): Promise<T[]> => {
    if (!wanted.has(kind) || text.length === 0 || left <= 0) return [];
    const found = await find(args.limitScope === 'ALL' ? left : limit);
    if (args.limitScope === 'ALL') left -= found.length;
    return found;
  };
  const products = await take('PRODUCT', (n) => searchProducts(context, args, text, language, n));
  const collections = await take('COLLECTION', async (n) => {
    const ids = await context.searchIndexes.searchCollections(text, language, n);
    const records = await context.loaders.collection.loadMany(ids);
    return records.filter((r) => r !== undefined).map(collectionView);
  });
  const queries = await take('QUERY', async (n) => {
    const titles = collections.map((c) => localize(c.title, language));
    return suggestQueries(text, await context.searchIndexes.suggestionVocabulary(language), titles, n);
  });
  const contains = (title: string) => title.toLowerCase().includes(text.toLowerCase());
  const pages = await take('PAGE', async (n) =>
    (await findAllPages(context))
      .filter((p) => contains(p.title[language]))
      .slice(0, n)
      .map(pageView),
  );
  const articles = await take('ARTICLE', async (n) =>
    (await findAllArticles(context))
      .filter((a) => contains(a.title[language]))
      .slice(0, n)
      .map(articleView),
  );
  const parameters = (position: number) => predictiveTrackingParameters(text, position);
  return {
    products: tracked(products, parameters),
    collections: tracked(collections, parameters),
    queries: tracked(queries, parameters),
    pages: tracked(pages, parameters),
    articles: tracked(articles, parameters),
  };
}
