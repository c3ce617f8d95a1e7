import { findCollection } from '../catalog/collection-service.ts';
import { findProduct } from '../catalog/product-service.ts';
import type { MenuItemResourceView } from '../catalog/views.ts';
import type { GraphQLContext } from '../graphql/resolvers.ts';
import type { ContentLanguage } from '../i18n/language.ts';
import type { MenuItem } from '../seed/catalog-types.ts';
import type { MenuRecord } from './menu-store.ts';
import { findArticle, findPage } from './page-service.ts';

export type MenuItemType = 'ARTICLE' | 'COLLECTION' | 'FRONTPAGE' | 'HTTP' | 'PAGE' | 'PRODUCT';
export type MenuItemView = { item: MenuItem; numericId: string; language: ContentLanguage };
/** A menu in one language; its id is its number (menu-handles.ts), as the platform numbers menus. */
export type MenuView = MenuRecord & { menuNumber: number };

const linkPattern = /^\/(de|en|da)(?:\/([cepa])\/([^/?#]+))?\/?$/;
const typeOfSegment: Record<string, MenuItemType> = {
  c: 'COLLECTION',
  e: 'PAGE',
  a: 'ARTICLE',
  p: 'PRODUCT',
};

/** What a storefront path points to: `/de/c/<handle>` a collection, `/de/e/<slug>` a page, ... */
export function linkTarget(url: string): { type: MenuItemType; handle: string | null } {
  const match = linkPattern.exec(url);
  if (!match) return { type: 'HTTP', handle: null };
  if (!match[2] || !match[3]) return { type: 'FRONTPAGE', handle: null };
  return { type: typeOfSegment[match[2]] ?? 'HTTP', handle: decodeURIComponent(match[3]) };
}

export async function linkResource(
  context: GraphQLContext,
  url: string,
  language: ContentLanguage,
): Promise<MenuItemResourceView | null> {
  const { type, handle } = linkTarget(url);
  if (!handle) return null;
  switch (type) {
    case 'COLLECTION':
      return findCollection(context, language, { handle });
    case 'PRODUCT':
      return findProduct(context, language, { handle });
    case 'PAGE':
      return findPage(context, language, handle);
    case 'ARTICLE':
      return findArticle(context, language, handle);
    default:
      return null;
  }
}

/** Menu item ids are paths like `menu-de-1-2`; the global id needs a number, so the path becomes one. */
export function menuItemViews(items: MenuItem[], language: ContentLanguage, prefix = ''): MenuItemView[] {
  return items.map((item, index) => ({
    item,
    numericId: `${prefix}${String(index + 1).padStart(2, '0')}`,
    language,
  }));
}

export function countItems(items: MenuItem[]): number {
  return items.reduce((sum, item) => sum + 1 + countItems(item.items), 0);
}
