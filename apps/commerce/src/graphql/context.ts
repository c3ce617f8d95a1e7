import type { CatalogLoaders } from '../catalog/catalog-loaders.ts';
import type { CommerceServices } from '../services/commerce-services.ts';

/** What every resolver gets: the process's services, this request's loaders and who is asking. */
export type GraphQLContext = CommerceServices & {
  /** Batched catalogue look-ups, made for this request. */
  loaders: CatalogLoaders;
  /** Client address, for per-client limits. */
  clientAddress: string;
};
