import { truncate } from '../catalog/product-resolvers.ts';
import { pageView } from '../catalog/views.ts';
import { connectionOf } from '../graphql/connection.ts';
import type { Resolvers } from '../graphql/resolvers.ts';
import { localize, operationLanguage } from '../i18n/language.ts';
import { idOfType, toGlobalId } from '../node/global-id.ts';
import { htmlToText } from './html-text.ts';
import { findPage } from './page-service.ts';
import { findAllPages } from './page-store.ts';

export const pageResolvers: Resolvers = {
  QueryRoot: {
    page: async (_parent, args, context, info) => {
      const { handle, id } = args;
      if (id) {
        const pageId = idOfType(id, 'Page');
        const page = (await findAllPages(context)).find((p) => p.id === pageId);
        return page ? pageView(page) : null;
      }
      return handle ? findPage(context, operationLanguage(info), handle) : null;
    },
    pageByHandle: (_parent, { handle }, context, info) => findPage(context, operationLanguage(info), handle),
    pages: async (_parent, args, context, info) => {
      const language = operationLanguage(info);
      const pages = (await findAllPages(context)).map(pageView);
      if (args.sortKey === 'TITLE')
        pages.sort((a, b) => a.title[language].localeCompare(b.title[language], language));
      return connectionOf(pages, args);
    },
  },
  Page: {
    id: (p) => toGlobalId('Page', p.id),
    handle: (p, _a, _c, info) => localize(p.handle, operationLanguage(info)),
    title: (p, _a, _c, info) => localize(p.title, operationLanguage(info)),
    body: (p, _a, _c, info) => localize(p.body, operationLanguage(info)),
    bodySummary: (p, _a, _c, info) => truncate(htmlToText(localize(p.body, operationLanguage(info))), 150),
    seo: (p, _a, _c, info) => p.seo[operationLanguage(info)],
    createdAt: (p) => new Date(p.createdAt).toISOString(),
    updatedAt: (p) => new Date(p.updatedAt).toISOString(),
  },
};
