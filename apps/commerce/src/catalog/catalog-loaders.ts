import { findMetaobjectsByIds } from '../content/metaobject-store.ts';
import { findArticlesByIds } from '../content/page-store.ts';
import { BatchLoader, perRequest } from '../graphql/batch-loader.ts';
import type { GraphQLContext } from '../graphql/resolvers.ts';
import { findCollectionIdsOfProducts, findCollectionsByIds } from './collection-store.ts';
import { findImagesByIds } from './image-store.ts';
import { findMetafieldsOfOwners } from './metafield-store.ts';
import { findProductsByIds } from './product-store.ts';
import { findOptionsOfProducts, findVariantsByIds, findVariantsOfProducts } from './variant-store.ts';

/**
 * The batched look-ups of one request. Every resolver asks through these, so a page of 250
 * products costs one query per kind of data, whatever the query's shape.
 */
export const loaders = perRequest(({ db }: GraphQLContext) => ({
  product: new BatchLoader((ids: number[]) => findProductsByIds(db, ids)),
  variant: new BatchLoader((ids: number[]) => findVariantsByIds(db, ids)),
  variantsOfProduct: new BatchLoader((ids: number[]) => findVariantsOfProducts(db, ids)),
  optionsOfProduct: new BatchLoader((ids: number[]) => findOptionsOfProducts(db, ids)),
  image: new BatchLoader((ids: number[]) => findImagesByIds(db, ids)),
  collection: new BatchLoader((ids: number[]) => findCollectionsByIds(db, ids)),
  collectionsOfProduct: new BatchLoader((ids: number[]) => findCollectionIdsOfProducts(db, ids)),
  productMetafields: new BatchLoader((ids: number[]) => findMetafieldsOfOwners(db, 'Product', ids)),
  variantMetafields: new BatchLoader((ids: number[]) => findMetafieldsOfOwners(db, 'ProductVariant', ids)),
  collectionMetafields: new BatchLoader((ids: number[]) => findMetafieldsOfOwners(db, 'Collection', ids)),
  metaobject: new BatchLoader((ids: number[]) => findMetaobjectsByIds(db, ids)),
  article: new BatchLoader((ids: number[]) => findArticlesByIds(db, ids)),
}));
