import { HomeCollectionsDocument, HomeProductsDocument } from '@shop/storefront-api';
import { type CollectionCardProps, toCollectionCard } from '../catalog/collection-card.ts';
import { hyphenate } from '../catalog/hyphenate.server.ts';
import { type ProductCardProps, toProductCard } from '../catalog/product-card.ts';
import { referencesOf } from '../catalog/references.ts';
import { storefrontQuery } from '../commerce/storefront.server.ts';
import type { Language } from '../i18n/languages.ts';

/** Home sections are extras: when the API lacks them the page still shows its hero. */
async function optional<T>(load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load();
  } catch {
    return fallback;
  }
}

export async function loadHomeData(language: Language) {
  const variables = { language: language.code };
  const [collections, products] = await Promise.all([
    optional(async (): Promise<CollectionCardProps[]> => {
      const result = await storefrontQuery(HomeCollectionsDocument, variables);
      const nodes = result.metaobject?.collections?.references?.nodes;
      return referencesOf(nodes, 'Collection')
        .map(toCollectionCard)
        .map((card) => ({ ...card, title: hyphenate(card.title, language.key) }));
    }, []),
    optional(async (): Promise<ProductCardProps[]> => {
      const result = await storefrontQuery(HomeProductsDocument, variables);
      return result.products.nodes.map(toProductCard);
    }, []),
  ]);
  return { collections, products };
}
