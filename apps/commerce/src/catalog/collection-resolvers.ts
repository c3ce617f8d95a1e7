import { resolveWindow, toConnection } from '../graphql/connection.ts';
import type { Resolvers } from '../graphql/resolvers.ts';
import { localize, operationLanguage } from '../i18n/language.ts';
import { toGlobalId } from '../node/global-id.ts';
import { collectionProducts, findCollection } from './collection-service.ts';
import { countCollections, listCollectionIds } from './collection-store.ts';
import { hasMetafieldsResolvers } from './metafield-resolvers.ts';
import { truncate } from './product-resolvers.ts';
import { type CollectionView, collectionView } from './views.ts';

export const collectionResolvers: Resolvers = {
  QueryRoot: {
    collection: (_parent, args, context, info) => findCollection(context, operationLanguage(info), args),
    collections: async (_parent, args, context, info) => {
      const window = await resolveWindow(args, 250, () => countCollections(context.db));
      const search = args.query?.replace(/^title:/, '').trim() || null;
      const ids = await listCollectionIds(context.db, {
        language: operationLanguage(info),
        order: args.sortKey ?? 'ID',
        reverse: args.reverse ?? false,
        search,
        offset: window.offset,
        limit: window.limit + 1,
      });
      const records = await context.loaders.collection.loadMany(ids.slice(0, window.limit));
      const views = records.filter((r) => r !== undefined).map(collectionView);
      return toConnection(views, window.offset, ids.length > window.limit);
    },
  },
  ProductConnection: {
    filters: (connection) => connection.filters(),
  },
  Collection: {
    id: (c) => toGlobalId('Collection', c.id),
    handle: (c, _a, _c, info) => localize(c.handle, operationLanguage(info)),
    title: (c, _a, _c, info) => localize(c.title, operationLanguage(info)),
    description: (c, args, _c, info) =>
      truncate(localize(c.description, operationLanguage(info)), args.truncateAt),
    descriptionHtml: (c, _a, _c, info) => localize(c.descriptionHtml, operationLanguage(info)),
    seo: (c, _a, _c, info) => c.seo[operationLanguage(info)],
    updatedAt: (c) => new Date(c.updatedAt).toISOString(),
    image: async (c, _a, context) =>
      c.imageId === null ? null : ((await context.loaders.image.load(c.imageId)) ?? null),
    products: (c, args, context, info) => collectionProducts(context, c, args, operationLanguage(info)),
    ...hasMetafieldsResolvers<CollectionView>((c, context) =>
      context.loaders.collectionMetafields.load(c.id),
    ),
  },
};
