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
