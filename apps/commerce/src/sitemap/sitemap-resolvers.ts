import type { Resolvers } from '../graphql/resolvers.ts';
import { operationLanguage } from '../i18n/language.ts';
import { countSitemapResources, sitemapPage, sitemapPagesCount } from './sitemap-service.ts';

/** `sitemap(type:)`: what Hydrogen's getSitemapIndex and getSitemap read. */
export const sitemapResolvers: Resolvers = {
  QueryRoot: {
    sitemap: (_parent, { type }) => ({ type }),
  },
  Sitemap: {
    pagesCount: async ({ type }, _args, context) => ({
      count: sitemapPagesCount(await countSitemapResources(context, type)),
      precision: 'EXACT',
    }),
    resources: ({ type }, { page }, context, info) =>
      sitemapPage(context, type, page, operationLanguage(info)),
  },
  // Every resource the shop lists is a SitemapResource: no metaobject is a page of its own.
  SitemapResourceInterface: { __resolveType: () => 'SitemapResource' },
};
