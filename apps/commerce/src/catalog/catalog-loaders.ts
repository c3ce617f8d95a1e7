import { findMetaobjectsByIds } from '../content/metaobject-store.ts';
import { findArticlesByIds } from '../content/page-store.ts';
import { BatchLoader } from '../graphql/batch-loader.ts';
import type { CatalogReader } from './catalog-cache.ts';
import { findCollectionIdsOfProducts, findCollectionsByIds } from './collection-store.ts';
import { findImagesByIds } from './image-store.ts';
import { findMetafieldsOfOwners } from './metafield-store.ts';
import { findProductsByIds } from './product-store.ts';
import { findOptionsOfProducts, findVariantsByIds, findVariantsOfProducts } from './variant-store.ts';

export type CatalogLoaders = ReturnType<typeof createCatalogLoaders>;

/**
 * The batched look-ups of one request (made with its context) or of one cart transaction. Every
 * resolver asks through these, so a page of 250 products costs one query per kind of data,
 * whatever the query's shape, and data already read since the catalogue last changed costs none
 * (catalog-cache.ts).
 */
export function createCatalogLoaders({ db, catalogCache }: CatalogReader) {
  const cached = <V>(area: string, fetch: (ids: number[]) => Promise<Map<number, V>>) =>
    new BatchLoader((ids: number[]) => catalogCache.many(area, ids, fetch));
  return {
    product: cached('product', (ids) => findProductsByIds(db, ids)),
    variant: cached('variant', (ids) => findVariantsByIds(db, ids)),
    variantsOfProduct: cached('variantsOfProduct', (ids) => findVariantsOfProducts(db, ids)),
    optionsOfProduct: cached('optionsOfProduct', (ids) => findOptionsOfProducts(db, ids)),
    image: cached('image', (ids) => findImagesByIds(db, ids)),
    collection: cached('collection', (ids) => findCollectionsByIds(db, ids)),
    collectionsOfProduct: cached('collectionsOfProduct', (ids) => findCollectionIdsOfProducts(db, ids)),
    productMetafields: cached('productMetafields', (ids) => findMetafieldsOfOwners(db, 'Product', ids)),
    variantMetafields: cached('variantMetafields', (ids) =>
      findMetafieldsOfOwners(db, 'ProductVariant', ids),
    ),
    collectionMetafields: cached('collectionMetafields', (ids) =>
      findMetafieldsOfOwners(db, 'Collection', ids),
    ),
    metaobject: cached('metaobject', (ids) => findMetaobjectsByIds(db, ids)),
    article: cached('article', (ids) => findArticlesByIds(db, ids)),
  };
}
