import { findMetaobjectsByIds } from '../content/metaobject-store.ts';
import { findArticlesByIds } from '../content/page-store.ts';
import { BatchLoader } from '../graphql/batch-loader.ts';
import type { CatalogReader } from './catalog-cache.ts';
import { findCollectionIdsOfProducts, findCollectionsByIds } from './collection-store.ts';
import { findImagesByIds } from './image-store.ts';
import { findMetafieldsOfOwners } from './metafield-store.ts';
import { findProductsByIds } from './product-store.ts';
import {
  findOptionsOfProducts,
  findStockOfVariants,
  findVariantsByIds,
  findVariantsOfProducts,
  type VariantRecord,
  withStock,
} from './variant-store.ts';

export type CatalogLoaders = ReturnType<typeof createCatalogLoaders>;

/**
 * The batched look-ups of one request (made with its context) or of one cart transaction. Every
 * resolver asks through these, so a page of 250 products costs one query per kind of data,
 * whatever the query's shape, and data already read since the catalogue last changed costs none
 * (catalog-cache.ts).
 *
 * Variants are kept until their content changes, their stock only until it changes (an order):
 * every variant handed out carries the stock of the `variantStock` area, read in one batch.
 */
export function createCatalogLoaders({ db, catalogCache }: CatalogReader) {
  const cached =
    <V>(area: string, fetch: (ids: number[]) => Promise<Map<number, V>>) =>
    (ids: number[]) =>
      catalogCache.many(area, ids, fetch);
  const loader = <V>(area: string, fetch: (ids: number[]) => Promise<Map<number, V>>) =>
    new BatchLoader(cached(area, fetch));
  const stockOf = cached('variantStock', (ids) => findStockOfVariants(db, ids));
  const variantContent = cached('variant', (ids) => findVariantsByIds(db, ids));
  const variantsContent = cached('variantsOfProduct', (ids) => findVariantsOfProducts(db, ids));
  // Without the cache the variants were just read with their stock: nothing to lay over them.
  const stocked = async (variants: VariantRecord[]) => {
    if (!catalogCache.active) return variants;
    const stock = await stockOf(variants.map((v) => v.id));
    return variants.map((v) => withStock(v, stock.get(v.id)));
  };
  return {
    product: loader('product', (ids) => findProductsByIds(db, ids)),
    variant: new BatchLoader(async (ids: number[]) => {
      const variants = await variantContent(ids);
      return new Map((await stocked([...variants.values()])).map((v) => [v.id, v]));
    }),
    variantsOfProduct: new BatchLoader(async (ids: number[]) => {
      const byProduct = await variantsContent(ids);
      const withStockById = new Map((await stocked([...byProduct.values()].flat())).map((v) => [v.id, v]));
      return new Map(
        [...byProduct].map(([productId, variants]) => [
          productId,
          variants.map((v) => withStockById.get(v.id) ?? v),
        ]),
      );
    }),
    optionsOfProduct: loader('optionsOfProduct', (ids) => findOptionsOfProducts(db, ids)),
    image: loader('image', (ids) => findImagesByIds(db, ids)),
    collection: loader('collection', (ids) => findCollectionsByIds(db, ids)),
    collectionsOfProduct: loader('collectionsOfProduct', (ids) => findCollectionIdsOfProducts(db, ids)),
    productMetafields: loader('productMetafields', (ids) => findMetafieldsOfOwners(db, 'Product', ids)),
    variantMetafields: loader('variantMetafields', (ids) =>
      findMetafieldsOfOwners(db, 'ProductVariant', ids),
    ),
    collectionMetafields: loader('collectionMetafields', (ids) =>
      findMetafieldsOfOwners(db, 'Collection', ids),
    ),
    metaobject: loader('metaobject', (ids) => findMetaobjectsByIds(db, ids)),
    article: loader('article', (ids) => findArticlesByIds(db, ids)),
  };
}
