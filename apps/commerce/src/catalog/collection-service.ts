import { maxPageSize } from '../graphql/connection.ts';
import type { CollectionProductsArgs } from '../graphql/resolver-types.generated.ts';
import type { GraphQLContext } from '../graphql/resolvers.ts';
import { userInputError } from '../graphql/user-input-error.ts';
import type { ContentLanguage } from '../i18n/language.ts';
import { idOfType } from '../node/global-id.ts';
import { findCollectionIdByHandle } from './collection-store.ts';
import { countFacets, loadFacetIndex } from './facet-store.ts';
import { buildFilters } from './filter-builder.ts';
import { findIdByHandle } from './handle-lookup.ts';
import { filterConditions, parseFilters } from './product-filters.ts';
import { collectionOrder } from './product-list-store.ts';
import { type ProductConnectionView, productPage } from './product-service.ts';
import { type CollectionView, collectionView } from './views.ts';

/** The platform takes at most 250 filters; GraphQL's types cannot say so. */
const maxFilters = 250;

export async function findCollection(
  context: GraphQLContext,
  language: ContentLanguage,
  by: { handle?: string | null; id?: string | null },
): Promise<CollectionView | null> {
  let id: number | null = null;
  if (by.id) id = idOfType(by.id, 'Collection');
  else if (by.handle)
    id = await findIdByHandle(context, 'collectionHandle', language, by.handle, findCollectionIdByHandle);
  if (id === null) return null;
  const record = await context.loaders.collection.load(id);
  return record ? collectionView(record) : null;
}

/**
 * A page of a collection's products under the chosen filters and order; its `filters` field is
 * computed only when asked for, with each facet counted under the other facets' choices.
 */
export async function collectionProducts(
  context: GraphQLContext,
  collection: CollectionView,
  args: CollectionProductsArgs,
  language: ContentLanguage,
): Promise<ProductConnectionView> {
  if ((args.filters?.length ?? 0) > maxFilters)
    throw userInputError(`filters accepts at most ${maxFilters} filters.`);
  const index = await loadFacetIndex(context);
  const state = parseFilters(args.filters ?? [], index, language);
  const conditions = filterConditions(state);
  const stateKey = JSON.stringify([
    collection.id,
    [...state.facets].map(([f, v]) => [f, [...v].sort()]),
    [...state.availability],
    state.price,
  ]);
  // A client may send null explicitly, which replaces the schema's default.
  const order = args.sortKey ?? 'COLLECTION_DEFAULT';
  const connection = await productPage(
    context,
    {
      language,
      conditions: conditions.map((c) => c.condition),
      orderBy: collectionOrder(order),
      reverse: args.reverse ?? false,
      collectionId: collection.id,
      searching: false,
    },
    args,
    maxPageSize,
    JSON.stringify([stateKey, language, order, args.reverse ?? false]),
  );
  return {
    ...connection,
    // Counted only when the field is asked for (ProductConnection.filters).
    filters: async () => {
      const counts = await context.catalogCache.memo('facetCounts', stateKey, () =>
        countFacets(context.db, collection.id, conditions),
      );
      return buildFilters(counts, state, index, language);
    },
  };
}
