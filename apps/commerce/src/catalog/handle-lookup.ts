import type { Database } from '../db/database.ts';
import type { ContentLanguage } from '../i18n/language.ts';
import type { CatalogReader } from './catalog-cache.ts';

type FindIdByHandle = (db: Database, language: ContentLanguage, handle: string) => Promise<number | null>;

/**
 * The id behind a handle, remembered until the catalogue changes. A link shared in another
 * language still finds its record: a handle unknown in the request's language is tried in German.
 */
export function findIdByHandle(
  { db, catalogCache }: CatalogReader,
  area: string,
  language: ContentLanguage,
  handle: string,
  find: FindIdByHandle,
): Promise<number | null> {
  return catalogCache.memo(
    area,
    `${language}:${handle}`,
    async () => (await find(db, language, handle)) ?? (language === 'de' ? null : find(db, 'de', handle)),
  );
}
