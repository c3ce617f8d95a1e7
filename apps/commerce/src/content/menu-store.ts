import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { CatalogReader } from '../catalog/catalog-cache.ts';
import { localized } from '../catalog/catalog-schemas.ts';
import { menus, shippingCountries } from '../db/schema.ts';
import type { ContentLanguage } from '../i18n/language.ts';
import type { MenuItem } from '../seed/catalog-types.ts';

const menuItem: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({ id: z.string(), title: z.string(), url: z.string(), items: z.array(menuItem) }),
);
const menuRow = z.object({
  handle: z.string(),
  language: z.string(),
  title: z.string(),
  items: z.array(menuItem),
});
export type MenuRecord = z.infer<typeof menuRow>;

export function findMenu(
  { db, catalogCache }: CatalogReader,
  handle: string,
  language: ContentLanguage,
): Promise<MenuRecord | null> {
  return catalogCache.memo('menu', `${handle}:${language}`, async () => {
    const rows = await db
      .select()
      .from(menus)
      .where(and(eq(menus.handle, handle), eq(menus.language, language)))
      .limit(1);
    return rows[0] ? menuRow.parse(rows[0]) : null;
  });
}

const countryRow = z.object({ code: z.string(), position: z.number(), name: localized });
export type CountryRecord = z.infer<typeof countryRow>;
/** A country as the API shows it, named in the request's language. */
export type CountryView = { isoCode: string; name: string };

export function findShippingCountries({ db, catalogCache }: CatalogReader): Promise<CountryRecord[]> {
  return catalogCache.memo('shippingCountries', '', async () => {
    const rows = await db.select().from(shippingCountries).orderBy(asc(shippingCountries.position));
    return rows.map((row) => countryRow.parse(row));
  });
}
