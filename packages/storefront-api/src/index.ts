export {
  createStorefrontClient,
  type ErrorPolicy,
  operationName,
  StorefrontApiError,
  type StorefrontClient,
  type StorefrontDocument,
} from './client.ts';
export * from './generated/storefront.ts';
