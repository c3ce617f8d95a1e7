import type { MenuItemFragment } from '@shop/storefront-api';

/** A navigation entry as the components use it: a path on this site or null for a heading without a page. */
export type MenuLink = { id: string; title: string; href: string | null; items: MenuLink[] };

/** The API's `MenuItem` fragment, with the nested levels the Menu operation asks for. */
type ApiMenuItem = MenuItemFragment & { items?: readonly ApiMenuItem[] };

/**
 * The API's url is `#` (or empty) for headings without a page, and may be absolute when it comes from a
 * hosted store; the storefront links to its own paths, so only the path, query and hash are kept.
 */
export function menuHref(url: string | null): string | null {
  if (!url || url === '#') return null;
  try {
    const parsed = new URL(url, 'http://storefront.invalid');
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return null;
  }
}

export function toMenuLinks(items: readonly ApiMenuItem[]): MenuLink[] {
  return items.map((item) => ({
    id: item.id,
    title: item.title,
    href: menuHref(item.url),
    items: toMenuLinks(item.items ?? []),
  }));
}
