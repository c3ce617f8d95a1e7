import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { z } from 'zod';
import type { CatalogReader } from '../catalog/catalog-cache.ts';
import { localized } from '../catalog/catalog-schemas.ts';
import type { Database } from '../db/database.ts';
import { metaobjects } from '../db/schema.ts';
import type { ContentLanguage } from '../i18n/language.ts';

const fieldRecord = z.object({ key: z.string(), type: z.string(), value: localized.nullable() });
const metaobjectRow = z.object({
  id: z.number(),
  type: z.string(),
  handle: z.string(),
  language: z.string(),
  position: z.number(),
  fields: z.array(fieldRecord),
  updatedAt: z.string(),
});
export type MetaobjectRecord = z.infer<typeof metaobjectRow>;
export type MetaobjectFieldRecord = MetaobjectRecord['fields'][number];

export async function findMetaobjectsByIds(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, MetaobjectRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(metaobjects)
    .where(inArray(metaobjects.id, [...ids]));
  return new Map(rows.map((row) => [row.id, metaobjectRow.parse(row)]));
}

/** Entries of the type shared by all languages (`*`) or written for this one. */
function ofTypeIn(type: string, language: ContentLanguage) {
  return and(
    eq(metaobjects.type, type),
    or(eq(metaobjects.language, '*'), eq(metaobjects.language, language)),
  );
}

/** Shared entries (`*`) and those written for the language, in their order. */
export function findMetaobjectsOfType(
  { db, catalogCache }: CatalogReader,
  type: string,
  language: ContentLanguage,
): Promise<MetaobjectRecord[]> {
  return catalogCache.memo('metaobjectsOfType', `${type}:${language}`, async () => {
    const rows = await db
      .select()
      .from(metaobjects)
      .where(ofTypeIn(type, language))
      .orderBy(asc(metaobjects.position));
    return rows.map((row) => metaobjectRow.parse(row));
  });
}

export async function findMetaobjectByHandle(
  db: Database,
  type: string,
  handle: string,
  language: ContentLanguage,
): Promise<MetaobjectRecord | null> {
  const rows = await db
    .select()
    .from(metaobjects)
    .where(and(ofTypeIn(type, language), eq(metaobjects.handle, handle)))
    .limit(1);
  return rows[0] ? metaobjectRow.parse(rows[0]) : null;
}
