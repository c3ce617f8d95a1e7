export {
  createStorefrontClient,
  type ErrorPolicy,
  StorefrontApiError,
  type StorefrontClient,
} from './client.ts';
export { formatMoney, type Money, moneySchema } from './money.ts';
export {
  defineOperation,
  type Operation,
  type OperationResult,
  type OperationVariables,
} from './operation.ts';
export { cartQuantityQuery } from './operations/cart-quantity.ts';
export { homeCollectionsQuery, homeProductsQuery } from './operations/home.ts';
export { languageCode } from './operations/language.ts';
export { menuQuery } from './operations/menu.ts';
export { type MetaobjectFields, metaobjectQuery, metaobjectsQuery } from './operations/metaobjects.ts';
export { predictiveSuggestionsQuery } from './operations/predictive-search.ts';
export {
  type CollectionCardData,
  collectionCardSchema,
  type ProductCardData,
  productCardSchema,
} from './operations/product-card.ts';
export { searchFeaturedQuery } from './operations/search-featured.ts';
export { shopQuery } from './operations/shop.ts';
