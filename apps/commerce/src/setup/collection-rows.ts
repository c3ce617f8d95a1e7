import type { collectionProducts, collections, collectionTranslations, images } from '../db/schema.ts';
import type { Catalog, Collection, Product } from '../seed/catalog-types.ts';
import { languages } from './product-rows.ts';

export function collectionRow(collection: Collection): typeof collections.$inferInsert {
  return {
    id: collection.id,
    key: collection.key,
    kind: collection.kind,
    parentId: collection.parentId,
    handle: collection.handle,
    title: collection.title,
    description: collection.description,
    descriptionHtml: collection.descriptionHtml,
    seo: collection.seo,
    imageId: collection.imageId,
    updatedAt: collection.updatedAt,
  };
}

export function collectionTranslationRows(
  collection: Collection,
): (typeof collectionTranslations.$inferInsert)[] {
  return languages.map((language) => ({
    collectionId: collection.id,
    language,
    handle: collection.handle[language],
    title: collection.title[language],
  }));
}

export function collectionProductRows(
  collection: Collection,
  productsById: ReadonlyMap<number, Product>,
): (typeof collectionProducts.$inferInsert)[] {
  // A product listed twice (the generator's gift ideas can repeat one) keeps its first position.
  const unique = [...new Set(collection.productIds)];
  return unique.flatMap((productId, position) => {
    const product = productsById.get(productId);
    if (!product) return [];
    return [
      {
        collectionId: collection.id,
        productId,
        position,
        bestSellingRank: product.bestSellingRank,
        minPriceCents: Math.min(...product.variants.map((v) => v.priceCents)),
        createdAt: product.createdAt,
      },
    ];
  });
}

export function imageRows(catalog: Catalog): (typeof images.$inferInsert)[] {
  return catalog.images.map((image) => ({
    id: image.id,
    path: image.path,
    altText: image.altText,
    width: image.width,
    height: image.height,
    artwork: image.artwork,
  }));
}
