import type { GraphQLContext } from '../graphql/resolvers.ts';
import { optionPositions } from './variant-options.ts';

/** A product's variants as option positions, from the request's batched (and cached) look-ups. */
export async function optionTable(context: GraphQLContext, productId: number) {
  const [options, variants] = await Promise.all([
    context.loaders.optionsOfProduct.load(productId),
    context.loaders.variantsOfProduct.load(productId),
  ]);
  return optionPositions(options ?? [], variants ?? []);
}
