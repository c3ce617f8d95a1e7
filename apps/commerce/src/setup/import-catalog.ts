import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { queryRows } from '../db/query-rows.ts';
import * as tables from '../db/schema.ts';
import type { Catalog } from '../seed/catalog-types.ts';
import { bulkInsert } from './bulk-insert.ts';
import {
  collectionProductRows,
  collectionRow,
  collectionTranslationRows,
  imageRows,
} from './collection-rows.ts';
import {
  articleBlogs,
  articleRows,
  menuRows,
  metaobjectRows,
  pageRows,
  shippingCountryRows,
} from './content-rows.ts';
import { facetRows } from './facet-rows.ts';
import { collectionMetafieldRows, productMetafieldRows } from './metafield-rows.ts';
import { productOptionRows, productRow, productTranslationRows, productVariantRows } from './product-rows.ts';

/** Tables this importer fills, children first, so they can be emptied in this order. */
export const catalogTables = [
  tables.productFacets,
  tables.facetValues,
  tables.facetDefinitions,
  tables.metafields,
  tables.collectionProducts,
  tables.collectionTranslations,
  tables.collections,
  tables.productVariants,
  tables.productOptions,
  tables.productTranslations,
  tables.products,
  tables.images,
  tables.articles,
  tables.blogs,
  tables.pages,
  tables.menus,
  tables.metaobjects,
  tables.shippingCountries,
] as const;

/** Empties the catalogue and content tables (not the shop, carts or gift cards). */
export async function clearCatalog(db: Database): Promise<void> {
  await db.execute(sql`TRUNCATE ${sql.join([...catalogTables], sql`, `)}`);
}

/**
 * Writes a generated catalogue into empty catalogue tables. The caller runs it inside a
 * transaction, so a failed import leaves nothing behind.
 */
export async function importCatalog(db: Database, catalog: Catalog): Promise<void> {
  const searchIndexes = await dropSearchIndexes(db);
  const now = `${catalog.referenceDate}T00:00:00.000Z`;
  const objects = metaobjectRows(catalog, now);
  await bulkInsert(db, tables.images, imageRows(catalog));
  await bulkInsert(db, tables.products, catalog.products.map(productRow));
  // Stored best sellers first: search takes its candidates in storage order (search-store.ts).
  const bySales = [...catalog.products].sort((a, b) => a.bestSellingRank - b.bestSellingRank);
  await bulkInsert(db, tables.productTranslations, bySales.flatMap(productTranslationRows));
  await bulkInsert(db, tables.productOptions, catalog.products.flatMap(productOptionRows));
  await bulkInsert(db, tables.productVariants, catalog.products.flatMap(productVariantRows));
  await bulkInsert(db, tables.collections, catalog.collections.map(collectionRow));
  await bulkInsert(db, tables.collectionTranslations, catalog.collections.flatMap(collectionTranslationRows));
  const productsById = new Map(catalog.products.map((p) => [p.id, p]));
  await bulkInsert(
    db,
    tables.collectionProducts,
    catalog.collections.flatMap((c) => collectionProductRows(c, productsById)),
  );
  await bulkInsert(db, tables.metaobjects, objects.rows);
  await bulkInsert(db, tables.metafields, [
    ...catalog.products.flatMap((p) => productMetafieldRows(catalog, p, objects.certificationObjectId)),
    ...catalog.collections.flatMap((c) => collectionMetafieldRows(c, objects.promotionCardObjectId(c.id))),
  ]);
  const facets = facetRows(catalog);
  await bulkInsert(db, tables.facetDefinitions, facets.definitions);
  await bulkInsert(db, tables.facetValues, facets.values);
  await bulkInsert(db, tables.productFacets, facets.memberships);
  await bulkInsert(db, tables.menus, menuRows(catalog));
  await bulkInsert(db, tables.pages, pageRows(catalog, now));
  await bulkInsert(db, tables.blogs, articleBlogs);
  await bulkInsert(db, tables.articles, articleRows(catalog));
  await bulkInsert(db, tables.shippingCountries, shippingCountryRows(catalog));
  for (const definition of searchIndexes) await db.execute(sql.raw(definition));
  // Fresh statistics, or the planner guesses row counts of empty tables and picks slow plans.
  await db.execute(sql`ANALYZE ${sql.join([...catalogTables], sql`, `)}`);
}

const indexDefinition = z.object({ name: z.string(), definition: z.string() });

/**
 * Drops the GIN (full-text and trigram) indexes of the catalogue and returns their definitions as
 * the migrations made them: building them once after the load is far faster than row by row.
 */
async function dropSearchIndexes(db: Database): Promise<string[]> {
  const indexes = await queryRows(
    db,
    sql`SELECT indexname AS name, indexdef AS definition FROM pg_indexes WHERE schemaname = current_schema() AND indexdef LIKE '% USING gin %' AND tablename IN ('product_translations', 'collection_translations')`,
    indexDefinition,
  );
  for (const index of indexes) await db.execute(sql`DROP INDEX ${sql.identifier(index.name)}`);
  return indexes.map((index) => index.definition);
}
