import { homeCollectionsQuery, homeProductsQuery } from '@shop/storefront-api';
import { storefrontQuery } from '../commerce/storefront.server.ts';
import type { Language } from '../i18n/languages.ts';

export type HomeCollection = {
  id: string;
  handle: string;
  title: string;
  imageUrl: string | null;
};
export type HomeProduct = {
  id: string;
  handle: string;
  title: string;
  vendor: string;
  imageUrl: string | null;
  price: { amount: string; currencyCode: string };
};

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
    optional(async (): Promise<HomeCollection[]> => {
      const result = await storefrontQuery(homeCollectionsQuery, variables);
      const nodes = result.metaobject?.collections?.references?.nodes ?? [];
      return nodes.flatMap((node) =>
        'handle' in node
          ? [
              {
                id: node.id,
                handle: node.handle,
                title: node.title,
                imageUrl: node.image?.url ?? null,
              },
            ]
          : [],
      );
    }, []),
    optional(async (): Promise<HomeProduct[]> => {
      const result = await storefrontQuery(homeProductsQuery, variables);
      return result.products.nodes.map((p) => ({
        id: p.id,
        handle: p.handle,
        title: p.title,
        vendor: p.vendor,
        imageUrl: p.featuredImage?.url ?? null,
        price: p.priceRange.minVariantPrice,
      }));
    }, []),
  ]);
  return { collections, products };
}
