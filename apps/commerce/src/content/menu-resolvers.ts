import type { MenuItemResourceView } from '../catalog/views.ts';
import type { Resolvers } from '../graphql/resolvers.ts';
import { operationLanguage } from '../i18n/language.ts';
import { toGlobalId } from '../node/global-id.ts';
import { menuNumber } from './menu-handles.ts';
import { countItems, linkResource, linkTarget, menuItemViews } from './menu-service.ts';
import { findMenu } from './menu-store.ts';

const resourceIdOf = (view: MenuItemResourceView | null): string | null =>
  view ? toGlobalId(view.typename, view.id) : null;

export const menuResolvers: Resolvers = {
  QueryRoot: {
    menu: async (_parent, args, context, info) => {
      const language = operationLanguage(info);
      const menu = await findMenu(context, args.handle, language);
      return menu ? { ...menu, menuNumber: menuNumber(menu.handle, language) } : null;
    },
  },
  Menu: {
    id: (m) => toGlobalId('Menu', m.menuNumber),
    handle: (m) => m.handle,
    title: (m) => m.title,
    items: (m, _a, _c, info) => menuItemViews(m.items, operationLanguage(info), String(m.menuNumber)),
    itemsCount: (m) => countItems(m.items),
  },
  MenuItem: {
    id: (v) => toGlobalId('MenuItem', v.numericId),
    title: (v) => v.item.title,
    url: (v) => v.item.url,
    tags: () => [],
    type: (v) => linkTarget(v.item.url).type,
    items: (v) => menuItemViews(v.item.items, v.language, v.numericId),
    resource: (v, _a, context) => linkResource(context, v.item.url, v.language),
    resourceId: async (v, _a, context) => resourceIdOf(await linkResource(context, v.item.url, v.language)),
  },
};
