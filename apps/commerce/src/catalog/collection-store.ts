import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { collectionProducts, collections, collectionTranslations } from '../db/schema.ts';
import type { ContentLanguage } from '../i18n/language.ts';
import { localized, localizedSeo } from './catalog-schemas.ts';

const collectionRow = z.object({
  id: z.number(),
  key: z.string(),
  kind: z.string(),
  parentId: z.number().nullable(),
  handle: localized,
  title: localized,
  description: localized,
  descriptionHtml: localized,
  seo: localizedSeo,
  imageId: z.number().nullable(),
  updatedAt: z.string(),
});
export type CollectionRecord = z.infer<typeof collectionRow>;

export async function findCollectionsByIds(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, CollectionRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(collections)
    .where(inArray(collections.id, [...ids]));
  return new Map(rows.map((row) => [row.id, collectionRow.parse(row)]));
}

export async function findCollectionIdByHandle(
  db: Database,
  language: ContentLanguage,
  handle: string,
): Promise<number | null> {
  const rows = await db
    .select({ id: collectionTranslations.collectionId })
    .from(collectionTranslations)
    .where(and(eq(collectionTranslations.language, language), eq(collectionTranslations.handle, handle)))
    .limit(1);
  return rows[0]?.id ?? null;
}

export type CollectionOrder = 'ID' | 'TITLE' | 'UPDATED_AT' | 'RELEVANCE';

/** A page of collection ids in the requested order, optionally narrowed by a title search. */
export async function listCollectionIds(
  db: Database,
  options: {
    language: ContentLanguage;
    order: CollectionOrder;
    reverse: boolean;
    search: string | null;
    offset: number;
    limit: number;
  },
): Promise<number[]> {
  const direction = options.reverse ? desc : asc;
  const orderBy: SQL[] =
    options.order === 'TITLE'
      ? [direction(collectionTranslations.title)]
      : options.order === 'UPDATED_AT'
        ? [direction(collections.updatedAt)]
        : [];
  const rows = await db
    .select({ id: collections.id })
    .from(collections)
    .innerJoin(
      collectionTranslations,
      and(
        eq(collectionTranslations.collectionId, collections.id),
        eq(collectionTranslations.language, options.language),
      ),
    )
    .where(
      options.search
        ? sql`${collectionTranslations.title} ILIKE ${`%${escapeLike(options.search)}%`}`
        : undefined,
    )
    .orderBy(...orderBy, direction(collections.id))
    .offset(options.offset)
    .limit(options.limit);
  return rows.map((row) => row.id);
}

export async function countCollections(db: Database): Promise<number> {
  const rows = await db.select({ value: count() }).from(collections);
  return rows[0]?.value ?? 0;
}

/** Collections that list each product, in id order. */
export async function findCollectionIdsOfProducts(
  db: Database,
  productIds: readonly number[],
): Promise<Map<number, number[]>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: collectionProducts.productId, collectionId: collectionProducts.collectionId })
    .from(collectionProducts)
    .where(inArray(collectionProducts.productId, [...productIds]))
    .orderBy(asc(collectionProducts.collectionId));
  const groups = new Map<number, number[]>();
  for (const row of rows) groups.set(row.productId, [...(groups.get(row.productId) ?? []), row.collectionId]);
  return groups;
}

/** Escapes `%`, `_` and `\` so user text matches literally inside LIKE patterns. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
