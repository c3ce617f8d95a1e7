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
export { languageCode } from './operations/language.ts';
export { shopQuery } from './operations/shop.ts';
export { homeCollectionsQuery, homeProductsQuery } from './operations/home.ts';
export { menuQuery } from './operations/menu.ts';
export { type MetaobjectFields, metaobjectQuery, metaobjectsQuery } from './operations/metaobjects.ts';
