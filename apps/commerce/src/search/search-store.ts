import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { escapeLike } from '../catalog/collection-store.ts';
import type { Database } from '../db/database.ts';
import { queryRows } from '../db/query-rows.ts';
import { collectionTranslations, products, productTranslations, productVariants } from '../db/schema.ts';
import type { ContentLanguage } from '../i18n/language.ts';
import type { CollectionTitle } from './collection-search.ts';
import { candidateCount } from './product-search-index.ts';
import type { SearchRow } from './search-index-build.ts';
import type { TextMatch } from './text-match.ts';

export type SearchableField = 'PRODUCT_TYPE' | 'TITLE' | 'VARIANTS_SKU' | 'VARIANTS_TITLE' | 'VENDOR';
export const allSearchableFields: readonly SearchableField[] = [
  'PRODUCT_TYPE',
  'TITLE',
  'VARIANTS_SKU',
  'VARIANTS_TITLE',
  'VENDOR',
];

const idRow = z.object({ id: z.number() });

async function rankCandidates(
  db: Database,
  condition: SQL,
  score: SQL,
  language: ContentLanguage,
  limit: number,
) {
  const rows = await queryRows(
    db,
    sql`SELECT id FROM (
      SELECT ${productTranslations.productId} AS id, ${productTranslations.bestSellingRank} AS rank, ${score} AS score
      FROM ${productTranslations}
      WHERE ${productTranslations.language} = ${language} AND ${condition}
      LIMIT ${candidateCount}
    ) candidates ORDER BY score DESC, rank LIMIT ${limit}`,
    idRow,
  );
  return rows.map((row) => row.id);
}

/**
 * Products whose indexed text matches, best score first. The candidates are the first matches in
 * storage order, which the importer makes best-selling order, so a word found in half the
 * catalogue costs no more than a rare one. Typo matching runs only when the precise match finds
 * too little.
 */
export async function searchProductIds(
  db: Database,
  match: TextMatch,
  language: ContentLanguage,
  limit: number,
): Promise<number[]> {
  const found = await rankCandidates(db, match.condition, match.score, language, limit);
  if (found.length >= limit) return found;
  const similar = await rankCandidates(db, match.typoCondition, match.score, language, limit);
  return [...new Set([...found, ...similar])].slice(0, limit);
}

const searchRow = z.object({ id: z.number(), title: z.string(), searchText: z.string() });

/** Every product's title and search text in one language, best sellers first, for the search index. */
export async function findProductSearchRows(db: Database, language: ContentLanguage): Promise<SearchRow[]> {
  return queryRows(
    db,
    sql`SELECT ${productTranslations.productId} AS id, ${productTranslations.title} AS title,
        ${productTranslations.searchText} AS "searchText"
      FROM ${productTranslations}
      WHERE ${productTranslations.language} = ${language}
      ORDER BY ${productTranslations.bestSellingRank}, ${productTranslations.productId}`,
    searchRow,
  );
}

/**
 * A match on only some product fields. Rare (clients usually search all fields), so it builds the
 * text on the fly instead of using the indexed search text.
 */
export function fieldsTextMatch(
  text: string,
  language: ContentLanguage,
  fields: readonly SearchableField[],
): TextMatch {
  const parts: SQL[] = [];
  if (fields.includes('TITLE')) parts.push(sql`${productTranslations.title}`);
  if (fields.includes('VENDOR')) parts.push(sql`${products.vendor}`);
  if (fields.includes('PRODUCT_TYPE')) parts.push(sql`${products.productType}->>${language}`);
  if (fields.includes('VARIANTS_TITLE')) {
    parts.push(
      sql`(SELECT string_agg(v.title->>${language}, ' ') FROM ${productVariants} v WHERE v.product_id = ${products.id})`,
    );
  }
  if (fields.includes('VARIANTS_SKU')) {
    parts.push(
      sql`(SELECT string_agg(v.sku, ' ') FROM ${productVariants} v WHERE v.product_id = ${products.id})`,
    );
  }
  const haystack = sql`concat_ws(' ', ${sql.join(parts, sql`, `)})`;
  const condition = sql`(${haystack} ILIKE ${`%${escapeLike(text)}%`} OR ${text} <% ${haystack})`;
  return { condition, typoCondition: sql`FALSE`, score: sql`word_similarity(${text}, ${haystack})` };
}

const collectionTitleRow = z.object({ id: z.number(), title: z.string() });

/** Every collection's title in one language, for searching them in memory. */
export async function findCollectionTitles(
  db: Database,
  language: ContentLanguage,
): Promise<CollectionTitle[]> {
  return queryRows(
    db,
    sql`SELECT ${collectionTranslations.collectionId} AS id, ${collectionTranslations.title} AS title
      FROM ${collectionTranslations} WHERE ${collectionTranslations.language} = ${language}`,
    collectionTitleRow,
  );
}

/** Collections whose title (in the language) contains the text or resembles it. */
export async function searchCollectionIds(
  db: Database,
  text: string,
  language: ContentLanguage,
  limit: number,
): Promise<number[]> {
  const pattern = `%${escapeLike(text)}%`;
  const rows = await db
    .select({ id: collectionTranslations.collectionId })
    .from(collectionTranslations)
    .where(
      and(
        eq(collectionTranslations.language, language),
        sql`(${collectionTranslations.title} ILIKE ${pattern} OR ${text} <% ${collectionTranslations.title})`,
      ),
    )
    .orderBy(
      desc(sql`CASE WHEN ${collectionTranslations.title} ILIKE ${`${escapeLike(text)}%`} THEN 1 ELSE 0 END`),
      desc(sql`word_similarity(${text}, ${collectionTranslations.title})`),
      collectionTranslations.collectionId,
    )
    .limit(limit);
  return rows.map((row) => row.id);
}
