import { z } from 'zod';
import { typenameOf } from '../catalog/views.ts';
import { objectResolvers } from '../graphql/object-resolvers.ts';
import type { Resolvers } from '../graphql/resolvers.ts';
import { contentLanguages, operationLanguage } from '../i18n/language.ts';
import { toGlobalId } from '../node/global-id.ts';
import { countItems, linkResource, linkTarget, type MenuItemView, menuItemViews } from './menu-service.ts';
import { findMenu, type MenuRecord } from './menu-store.ts';

const menuArgs = z.object({ handle: z.string() });
type MenuView = MenuRecord & { languageNumber: number };

const resourceIdOf = (view: unknown): string | null => {
  if (typeof view !== 'object' || view === null || !('id' in view) || typeof view.id !== 'number')
    return null;
  const type = typenameOf(view);
  return type === 'Collection' || type === 'Product' || type === 'Page' || type === 'Article'
    ? toGlobalId(type, view.id)
    : null;
};

export const menuResolvers: Resolvers = {
  QueryRoot: {
    menu: async (_parent, args, context, info) => {
      const language = operationLanguage(info);
      const menu = await findMenu(context.db, menuArgs.parse(args).handle, language);
      return menu ? { ...menu, languageNumber: contentLanguages.indexOf(language) + 1 } : null;
    },
  },
  Menu: objectResolvers<MenuView>({
    id: (m) => toGlobalId('Menu', m.languageNumber),
    handle: (m) => m.handle,
    title: (m) => m.title,
    items: (m, _a, _c, info) => menuItemViews(m.items, operationLanguage(info), String(m.languageNumber)),
    itemsCount: (m) => countItems(m.items),
  }),
  MenuItem: objectResolvers<MenuItemView>({
    id: (v) => toGlobalId('MenuItem', v.numericId),
    title: (v) => v.item.title,
    url: (v) => v.item.url,
    tags: () => [],
    type: (v) => linkTarget(v.item.url).type,
    items: (v) => menuItemViews(v.item.items, v.language, v.numericId),
    resource: (v, _a, context) => linkResource(context, v.item.url, v.language),
    resourceId: async (v, _a, context) => resourceIdOf(await linkResource(context, v.item.url, v.language)),
  }),
};
