import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { maxPageSize, pageArgs } from '../graphql/connection.ts';
import type { Resolvers } from '../graphql/resolvers.ts';
import { operationLanguage } from '../i18n/language.ts';
import { productTextMatch, relevanceOrder } from '../search/text-match.ts';
import { type ProductOrder, productOrder } from './product-list-store.ts';
import { parseProductQuery } from './product-search-query.ts';
import { findProduct, productPage, productViews } from './product-service.ts';
import { findRecommendedIds } from './recommendation-store.ts';

const byHandleOrId = z.object({ handle: z.string().nullish(), id: z.string().nullish() });
const productsArgs = pageArgs.extend({
  query: z.string().nullish(),
  sortKey: z
    .enum([
      'BEST_SELLING',
      'CREATED_AT',
      'ID',
      'PRICE',
      'PRODUCT_TYPE',
      'RELEVANCE',
      'TITLE',
      'UPDATED_AT',
      'VENDOR',
    ])
    .nullish(),
});
const recommendationArgs = z.object({
  intent: z.enum(['RELATED', 'COMPLEMENTARY']).nullish(),
  productHandle: z.string().nullish(),
  productId: z.string().nullish(),
});

export const productQueryResolvers: Resolvers = {
  QueryRoot: {
    product: (_parent, args, context, info) =>
      findProduct(context, operationLanguage(info), byHandleOrId.parse(args)),
    products: async (_parent, args, context, info) => {
      const language = operationLanguage(info);
      const parsed = productsArgs.parse(args);
      const search = parseProductQuery(parsed.query ?? '', language);
      const match = productTextMatch(search.text, language);
      const sortKey: ProductOrder = parsed.sortKey ?? 'ID';
      const connection = await productPage(
        context,
        {
          language,
          conditions: match
            ? [...search.conditions, sql`(${match.condition} OR ${match.typoCondition})`]
            : search.conditions,
          orderBy: productOrder(sortKey, match ? relevanceOrder(match) : null, language),
          reverse: parsed.reverse ?? false,
          collectionId: null,
          searching: match !== null || sortKey === 'TITLE',
        },
        parsed,
        maxPageSize,
      );
      // Facets are offered on collections; a plain product list has none.
      return { ...connection, filters: [] };
    },
    productRecommendations: async (_parent, args, context, info) => {
      const { intent, productHandle, productId } = recommendationArgs.parse(args);
      const product = await findProduct(context, operationLanguage(info), {
        handle: productHandle,
        id: productId,
      });
      if (!product) return null;
      return productViews(context, await findRecommendedIds(context.db, product, intent ?? 'RELATED'));
    },
  },
};
