import { MenuDocument, MetaobjectDocument, MetaobjectsDocument, ShopDocument } from '@shop/storefront-api';
import { type Announcement, isAnnouncementCurrent, toAnnouncement } from '../announcements/announcement.ts';
import { catalogDataCache } from '../catalog/catalog-data-cache.server.ts';
import { storefrontQuery } from '../commerce/storefront.server.ts';
import { config } from '../config.server.ts';
import { translate } from '../i18n/define-messages.ts';
import { type Language, languages } from '../i18n/languages.ts';
import { shopFactValues } from '../i18n/shop-fact-values.ts';
import { type MenuLink, toMenuLinks } from '../navigation/menu-item.ts';
import { seoMessages } from '../seo/messages.ts';
import { toSiteContent } from './site-content.server.ts';
import { emptySiteContent, type SiteContent } from './site-content.ts';

/** What every page's shell shows; the same for every visitor of a language, so it can be cached. */
export type ShellData = {
  shopName: string;
  shopDescription: string | null;
  menu: MenuLink[];
  announcements: Announcement[];
  siteContent: SiteContent;
  accountUrl: string;
  /** The organisation's structured-data description, German on every page (spec section 1). */
  organisationDescription: string;
};

/**
 * A shell as loaded, with the time it stops being right by the clock alone: the next start or end
 * of an announcement's window (null: none ahead). Pages made with it end there too (decision 0082).
 */
export type LoadedShell = { shell: ShellData; validUntil: number | null };

// The same for every page of a language: kept per process, as fresh as the page cache (four queries
// per page otherwise). Only a complete answer is kept, so a shell loaded during an outage is not served on.
const cache = catalogDataCache<LoadedShell>({
  maxAgeMs: 20_000,
  keep: (loaded) => loaded.shell.menu.length > 0,
  validUntil: (loaded) => loaded.validUntil,
});

/** The next start or end of a window after `now`, or null. */
function nextWindowEdge(announcements: Announcement[], now: number): number | null {
  const edges = announcements
    .flatMap((announcement) => [announcement.validFrom, announcement.validUntil])
    .flatMap((edge) => (edge === null ? [] : [Date.parse(edge)]))
    .filter((time) => time > now);
  return edges.length === 0 ? null : Math.min(...edges);
}

/** A part that fails (or an API that lacks the field) leaves its slot empty instead of failing the page. */
async function optional<T>(label: string, load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    // storefrontQuery throws a 503 response (not an Error) after logging the operation's failure.
    const reason = error instanceof Error ? error.message : 'its query failed (logged above)';
    console.error(`storefront: shell ${label} unavailable: ${reason}`);
    return fallback;
  }
}

async function fetchShellData(language: Language): Promise<LoadedShell> {
  const variables = { language: language.code };
  const [shop, menu, allAnnouncements, siteContent] = await Promise.all([
    // The shop itself is required: without it the commerce service is down and the page answers 503.
    storefrontQuery(ShopDocument, variables).then((result) => result.shop),
    optional(
      'menu',
      async () =>
        toMenuLinks(
          (await storefrontQuery(MenuDocument, { ...variables, handle: 'main-menu' })).menu?.items ?? [],
        ),
      [],
    ),
    optional('announcements', async () => {
      const result = await storefrontQuery(MetaobjectsDocument, {
        ...variables,
        type: 'announcement',
        first: 20,
      });
      return result.metaobjects.nodes.flatMap((node) => toAnnouncement(node) ?? []);
    }, []),
    optional(
      'site content',
      async () => {
        const result = await storefrontQuery(MetaobjectDocument, {
          ...variables,
          type: 'site_content',
          handle: 'site-content',
        });
        return result.metaobject ? toSiteContent(result.metaobject.fields) : emptySiteContent;
      },
      emptySiteContent,
    ),
  ]);
  const now = Date.now();
  const shell: ShellData = {
    shopName: shop.name,
    shopDescription: shop.description,
    menu,
    announcements: allAnnouncements.filter((announcement) => isAnnouncementCurrent(announcement, now)),
    siteContent,
    accountUrl: accountUrlFor(language),
    // Made here, not in the browser: a page there holds only its own language's texts (issue 19).
    organisationDescription: translate(seoMessages, 'de')(
      'organisationDescription',
      shopFactValues(languages.de.locale),
    ),
  };
  return { shell, validUntil: nextWindowEdge(allAnnouncements, now) };
}

/** The account site in the visitor's language (`?locale=`, as the platform's account pages take it). */
function accountUrlFor(language: Language): string {
  const url = new URL(config.accountUrl);
  url.searchParams.set('locale', language.key);
  return url.toString();
}

export function loadShellData(language: Language): Promise<LoadedShell> {
  return cache.get(language.key, () => fetchShellData(language));
}
