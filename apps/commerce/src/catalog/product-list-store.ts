import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { queryRows } from '../db/query-rows.ts';
import { collectionProducts, products, productTranslations } from '../db/schema.ts';
import type { ProductCollectionSortKeys, ProductSortKeys } from '../graphql/resolver-types.generated.ts';
import type { ContentLanguage } from '../i18n/language.ts';

/** The orders the API offers for a collection's products and for product lists (from the SDL). */
export type CollectionProductOrder = ProductCollectionSortKeys;
export type ProductOrder = ProductSortKeys;

const idRow = z.object({ id: z.number() });
const countRow = z.object({ count: z.number() });

export type ListQuery = {
  language: ContentLanguage;
  /** ANDed conditions on `products` (and `product_translations` for the language). */
  conditions: SQL[];
  /** Sort expressions, most significant first; the id is always the last tie-breaker. */
  orderBy: SQL[];
  reverse: boolean;
  /** Only the products of this collection. */
  collectionId: number | null;
  /** Whether conditions or order read `product_translations` (a text search). */
  searching: boolean;
};

const titleOrder = sql`${productTranslations.title}`;

/** Sort expressions that read `product_translations` (the rest need no join with it). */
function needsTranslations(query: ListQuery): boolean {
  return query.searching || query.orderBy.some((e) => e === titleOrder);
}

/** `FROM … WHERE …` of a list: also the scope its facets are counted over. */
export function fromClause(query: ListQuery): SQL {
  const translations = needsTranslations(query)
    ? sql`JOIN ${productTranslations} ON ${productTranslations.productId} = ${products.id} AND ${productTranslations.language} = ${query.language}`
    : sql``;
  const membership =
    query.collectionId === null
      ? sql``
      : sql`JOIN ${collectionProducts} ON ${collectionProducts.productId} = ${products.id} AND ${collectionProducts.collectionId} = ${query.collectionId}`;
  const where = query.conditions.length === 0 ? sql`TRUE` : sql.join(query.conditions, sql` AND `);
  return sql`FROM ${products} ${translations} ${membership} WHERE ${where}`;
}

/** A page of product ids in the requested order. */
export async function listProductIds(
  db: Database,
  query: ListQuery,
  offset: number,
  limit: number,
): Promise<number[]> {
  if (limit <= 0) return [];
  const direction = sql.raw(query.reverse ? 'DESC' : 'ASC');
  // In a collection the membership's product id breaks ties, so its indexes serve the order.
  const tieBreaker = query.collectionId === null ? sql`${products.id}` : sql`${collectionProducts.productId}`;
  const order = sql.join(
    [...query.orderBy, tieBreaker].map((expression) => sql`${expression} ${direction}`),
    sql`, `,
  );
  const rows = await queryRows(
    db,
    sql`SELECT ${products.id} AS id ${fromClause(query)} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
    idRow,
  );
  return rows.map((row) => row.id);
}

export async function countProducts(db: Database, query: ListQuery): Promise<number> {
  const rows = await queryRows(db, sql`SELECT count(*)::int AS count ${fromClause(query)}`, countRow);
  return rows[0]?.count ?? 0;
}

/** Sort expressions of the collection sort keys. */
export function collectionOrder(key: CollectionProductOrder): SQL[] {
  switch (key) {
    case 'BEST_SELLING':
      return [sql`${collectionProducts.bestSellingRank}`];
    case 'CREATED':
      return [sql`${collectionProducts.createdAt}`];
    case 'ID':
      return [];
    case 'PRICE':
      return [sql`${collectionProducts.minPriceCents}`];
    case 'TITLE':
      return [titleOrder];
    default:
      // COLLECTION_DEFAULT, MANUAL and RELEVANCE without a search: the collection's own order.
      return [sql`${collectionProducts.position}`];
  }
}

/** Sort expressions of the product list sort keys; `relevance` ranks a search. */
export function productOrder(key: ProductOrder, relevance: SQL | null, language: ContentLanguage): SQL[] {
  switch (key) {
    case 'BEST_SELLING':
      return [sql`${products.bestSellingRank}`];
    case 'CREATED_AT':
      return [sql`${products.createdAt}`];
    case 'PRICE':
      return [sql`${products.minPriceCents}`];
    case 'PRODUCT_TYPE':
      return [sql`${products.productType}->>${language}`];
    case 'RELEVANCE':
      return relevance ? [relevance] : [sql`${products.bestSellingRank}`];
    case 'TITLE':
      return [titleOrder];
    case 'UPDATED_AT':
      return [sql`${products.updatedAt}`];
    case 'VENDOR':
      return [sql`${products.vendor}`];
    default:
      return [];
  }
}
