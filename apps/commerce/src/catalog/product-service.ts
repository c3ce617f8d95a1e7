import { type Connection, type PageArgs, resolveWindow, toConnection } from '../graphql/connection.ts';
import type { GraphQLContext } from '../graphql/resolvers.ts';
import type { ContentLanguage } from '../i18n/language.ts';
import { idOfType } from '../node/global-id.ts';
import type { FilterView } from './filter-builder.ts';
import { findIdByHandle } from './handle-lookup.ts';
import { countProducts, type ListQuery, listProductIds } from './product-list-store.ts';
import { findProductIdByHandle } from './product-store.ts';
import { type ProductView, productView } from './views.ts';

/** A product by its handle in the request's language (or German, the default) or by global id. */
export async function findProduct(
  context: GraphQLContext,
  language: ContentLanguage,
  by: { handle?: string | null; id?: string | null },
): Promise<ProductView | null> {
  let id: number | null = null;
  if (by.id) id = idOfType(by.id, 'Product');
  else if (by.handle)
    id = await findIdByHandle(context, 'productHandle', language, by.handle, findProductIdByHandle);
  if (id === null) return null;
  const record = await context.loaders.product.load(id);
  return record ? productView(record) : null;
}

/** A page of products; its facets are computed only when a client asks for them. */
export type ProductConnectionView = Connection<ProductView> & { filters: () => Promise<FilterView[]> };

/** Loads the products of ids in their order, skipping any removed meanwhile. */
export async function productViews(context: GraphQLContext, ids: readonly number[]): Promise<ProductView[]> {
  const records = await context.loaders.product.loadMany(ids);
  return records.filter((record) => record !== undefined).map(productView);
}

/**
 * One page of a product list, with the window taken from the cursor arguments. With a `cacheKey`
 * that names the list (its collection, filters, order and language), the ids are remembered until
 * the catalogue changes.
 */
export async function productPage(
  context: GraphQLContext,
  query: ListQuery,
  args: PageArgs,
  defaultSize: number,
  cacheKey?: string,
): Promise<Connection<ProductView>> {
  const cache = context.catalogCache;
  const remember = <T>(key: string, read: () => Promise<T>) =>
    cacheKey === undefined ? read() : cache.memo('productList', `${cacheKey}|${key}`, read);
  const window = await resolveWindow(args, defaultSize, () =>
    remember('count', () => countProducts(context.db, query)),
  );
  const ids = await remember(`${window.offset}+${window.limit}`, () =>
    listProductIds(context.db, query, window.offset, window.limit + 1),
  );
  const page = ids.slice(0, window.limit);
  return toConnection(await productViews(context, page), window.offset, ids.length > window.limit);
}
