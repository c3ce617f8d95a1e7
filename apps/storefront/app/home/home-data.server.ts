import {
  HomeConfigurationDocument,
  type HomeConfigurationQuery,
  HomePopularCollectionsDocument,
  HomeProductsDocument,
} from '@shop/storefront-api';
import { toCollectionCard } from '../catalog/collection-card.ts';
import { hyphenate } from '../catalog/hyphenate.server.ts';
import { type ProductCardProps, toProductCard } from '../catalog/product-card.ts';
import { referencesOf } from '../catalog/references.ts';
import { storefrontQuery } from '../commerce/storefront.server.ts';
import { config } from '../config.server.ts';
import type { Language } from '../i18n/languages.ts';
import { type PopularCollection, popularCollectionsOf } from './popular-collections.ts';
import type { TopBrand } from './top-brands.tsx';

/** Home sections are extras: when the API lacks them the page still shows its hero. */
async function optional<T>(load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load();
  } catch {
    return fallback;
  }
}

type Configuration = NonNullable<HomeConfigurationQuery['metaobject']>;

/** The site configuration's popular collections (spec section 3) with their icons, in its order. */
async function loadPopularCollections(
  configuration: Configuration | null,
  language: Language,
): Promise<PopularCollection[]> {
  const entries = popularCollectionsOf(configuration?.popularCollections?.value);
  if (entries.length === 0) return [];
  const result = await storefrontQuery(HomePopularCollectionsDocument, {
    language: language.code,
    ids: entries.map((entry) => entry.collection),
  });
  const collections = referencesOf(
    result.nodes.filter((node) => node !== null),
    'Collection',
  );
  return entries.flatMap((entry) => {
    const collection = collections.find((c) => c.id === entry.collection);
    if (!collection) return [];
    const card = toCollectionCard(collection);
    // Icons are paths on the image host, the commerce service's public address.
    const icon = new URL(entry.icon, `${config.imageHost}/`).toString();
    return [{ ...card, title: hyphenate(card.title, language.key), icon }];
  });
}

function topBrandsOf(configuration: Configuration | null): TopBrand[] {
  return referencesOf(configuration?.topBrands?.references?.nodes, 'Collection').map((collection) => {
    const logo = collection.brandLogo?.reference;
    return {
      ...toCollectionCard(collection),
      logo: logo?.__typename === 'MediaImage' ? (logo.image ?? null) : null,
    };
  });
}

export async function loadHomeData(language: Language) {
  const variables = { language: language.code };
  const configuration = optional(
    async () => (await storefrontQuery(HomeConfigurationDocument, variables)).metaobject ?? null,
    null,
  );
  const [collections, brands, products] = await Promise.all([
    optional(async () => loadPopularCollections(await configuration, language), []),
    configuration.then(topBrandsOf),
    optional(async (): Promise<ProductCardProps[]> => {
      const result = await storefrontQuery(HomeProductsDocument, variables);
      return result.products.nodes.map(toProductCard);
    }, []),
  ]);
  return { collections, brands, products };
}
