import { sql } from 'drizzle-orm';
import { maxPageSize } from '../graphql/connection.ts';
import type { Resolvers } from '../graphql/resolvers.ts';
import { operationLanguage } from '../i18n/language.ts';
import { productTextMatch, relevanceOrder } from '../search/text-match.ts';
import { type ProductOrder, productOrder } from './product-list-store.ts';
import { parseProductQuery } from './product-search-query.ts';
import { findProduct, productPage, productViews } from './product-service.ts';
import { findRecommendedIds } from './recommendation-store.ts';

export const productQueryResolvers: Resolvers = {
  QueryRoot: {
    product: (_parent, args, context, info) => findProduct(context, operationLanguage(info), args),
    products: async (_parent, args, context, info) => {
      const language = operationLanguage(info);
      const search = parseProductQuery(args.query ?? '', language);
      const match = productTextMatch(search.text, language);
      const sortKey: ProductOrder = args.sortKey ?? 'ID';
      const connection = await productPage(
        context,
        {
          language,
          conditions: match
            ? [...search.conditions, sql`(${match.condition} OR ${match.typoCondition})`]
            : search.conditions,
          orderBy: productOrder(sortKey, match ? relevanceOrder(match) : null, language),
          reverse: args.reverse ?? false,
          collectionId: null,
          searching: match !== null || sortKey === 'TITLE',
        },
        args,
        maxPageSize,
      );
      // Facets are offered on collections; a plain product list has none.
      return { ...connection, filters: async () => [] };
    },
    productRecommendations: async (_parent, args, context, info) => {
      const { intent, productHandle, productId } = args;
      const product = await findProduct(context, operationLanguage(info), {
        handle: productHandle,
        id: productId,
      });
      if (!product) return null;
      return productViews(context, await findRecommendedIds(context.db, product, intent ?? 'RELATED'));
    },
  },
};
