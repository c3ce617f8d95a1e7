import type { CatalogReader } from '../catalog/catalog-cache.ts';
import type { ContentLanguage } from '../i18n/language.ts';
import type { Localized } from '../seed/catalog-types.ts';
import { findShop } from '../shop/shop-store.ts';

const team: Localized<{ lastName: string; name: (shop: string) => string; bio: (shop: string) => string }> = {
  de: {
    lastName: 'Redaktion',
    name: (shop) => `Redaktion ${shop}`,
    bio: (shop) => `Die Redaktion von ${shop} schreibt über Kaffee, seine Herkunft und seine Zubereitung.`,
  },
  en: {
    lastName: 'editorial team',
    name: (shop) => `${shop} editorial team`,
    bio: (shop) => `The ${shop} editorial team writes about coffee, where it comes from and how to make it.`,
  },
  da: {
    lastName: 'redaktion',
    name: (shop) => `${shop}s redaktion`,
    bio: (shop) => `${shop}s redaktion skriver om kaffe, hvor den kommer fra, og hvordan den tilberedes.`,
  },
};

/**
 * The author of the shop's articles: its editorial team (the catalogue names no persons), reached
 * at the service address of the shop's domain.
 */
export async function editorialTeam(reader: CatalogReader, language: ContentLanguage) {
  const shop = await findShop(reader);
  if (!shop) return null;
  const text = team[language];
  return {
    firstName: shop.name,
    lastName: text.lastName,
    name: text.name(shop.name),
    bio: text.bio(shop.name),
    email: `service@${new URL(shop.primaryDomainUrl).hostname}`,
  };
}
