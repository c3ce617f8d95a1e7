import { CollectionTitlesDocument, CollectionTopProductsDocument } from '@shop/storefront-api';
import { type ProductCardProps, toProductCard } from '../catalog/product-card.ts';
import { storefrontQuery } from '../commerce/storefront.server.ts';
import type { Language } from '../i18n/languages.ts';
import { collectionsNamedIn } from './related-collections.ts';

/** Cards below an article: a row on a wide screen. */
const relatedCount = 4;

/**
 * The best-selling products of the collections an article names (related-collections.ts), up to four,
 * no product twice. An extra of the page: when the catalogue cannot answer, the article shows without.
 */
export async function loadRelatedProducts(
  language: Language,
  articleText: string,
): Promise<ProductCardProps[]> {
  try {
    const { collections } = await storefrontQuery(CollectionTitlesDocument, { language: language.code });
    const named = collectionsNamedIn(articleText, collections.nodes);
    const lists = await Promise.all(
      named.map((collection) =>
        storefrontQuery(CollectionTopProductsDocument, {
          handle: collection.handle,
          first: relatedCount,
          language: language.code,
        }),
      ),
    );
    // Alternate between the named collections, so each contributes.
    const columns = lists.map((list) => list.collection?.products.nodes ?? []);
    const seen = new Set<string>();
    const products: ProductCardProps[] = [];
    for (let row = 0; row < relatedCount && products.length < relatedCount; row++) {
      for (const column of columns) {
        const product = column[row];
        if (!product || seen.has(product.id) || products.length >= relatedCount) continue;
        seen.add(product.id);
        products.push(toProductCard(product));
      }
    }
    return products;
  } catch (error) {
    console.error('articles: related products failed', error);
    return [];
  }
}
