import { z } from 'zod';
import { pageArgs, resolveWindow, toConnection } from '../graphql/connection.ts';
import { objectResolvers } from '../graphql/object-resolvers.ts';
import type { Resolvers } from '../graphql/resolvers.ts';
import { localize, operationLanguage } from '../i18n/language.ts';
import { toGlobalId } from '../node/global-id.ts';
import { loaders } from './catalog-loaders.ts';
import { collectionProducts, findCollection } from './collection-service.ts';
import { countCollections, listCollectionIds } from './collection-store.ts';
import { hasMetafieldsResolvers } from './metafield-resolvers.ts';
import { truncate } from './product-resolvers.ts';
import { type CollectionView, collectionView } from './views.ts';

const byHandleOrId = z.object({ handle: z.string().nullish(), id: z.string().nullish() });
const truncateArgs = z.object({ truncateAt: z.number().int().nullish() });
const collectionsArgs = pageArgs.extend({
  query: z.string().nullish(),
  sortKey: z.enum(['ID', 'RELEVANCE', 'TITLE', 'UPDATED_AT']).nullish(),
});

export const collectionResolvers: Resolvers = {
  QueryRoot: {
    collection: (_parent, args, context, info) =>
      findCollection(context, operationLanguage(info), byHandleOrId.parse(args)),
    collections: async (_parent, args, context, info) => {
      const parsed = collectionsArgs.parse(args);
      const window = await resolveWindow(parsed, 250, () => countCollections(context.db));
      const search = parsed.query?.replace(/^title:/, '').trim() || null;
      const ids = await listCollectionIds(context.db, {
        language: operationLanguage(info),
        order: parsed.sortKey ?? 'ID',
        reverse: parsed.reverse ?? false,
        search,
        offset: window.offset,
        limit: window.limit + 1,
      });
      const records = await loaders(context).collection.loadMany(ids.slice(0, window.limit));
      const views = records.filter((r) => r !== undefined).map(collectionView);
      return toConnection(views, window.offset, ids.length > window.limit);
    },
  },
  Collection: objectResolvers<CollectionView>({
    id: (c) => toGlobalId('Collection', c.id),
    handle: (c, _a, _c, info) => localize(c.handle, operationLanguage(info)),
    title: (c, _a, _c, info) => localize(c.title, operationLanguage(info)),
    description: (c, args, _c, info) =>
      truncate(localize(c.description, operationLanguage(info)), truncateArgs.parse(args).truncateAt),
    descriptionHtml: (c, _a, _c, info) => localize(c.descriptionHtml, operationLanguage(info)),
    seo: (c, _a, _c, info) => c.seo[operationLanguage(info)],
    updatedAt: (c) => new Date(c.updatedAt).toISOString(),
    image: async (c, _a, context) =>
      c.imageId === null ? null : ((await loaders(context).image.load(c.imageId)) ?? null),
    products: (c, args, context, info) => collectionProducts(context, c, args, operationLanguage(info)),
    ...hasMetafieldsResolvers<CollectionView>((c, context) =>
      loaders(context).collectionMetafields.load(c.id),
    ),
  }),
};
