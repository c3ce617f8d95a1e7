import { asc, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { CatalogReader } from '../catalog/catalog-cache.ts';
import { localized } from '../catalog/catalog-schemas.ts';
import { collections, images, products } from '../db/schema.ts';
import { drawingVersion } from '../images/drawing-version.ts';

/** A product or collection as a sitemap lists it: handles and titles in every language, its image. */
const resourceRow = z.object({
  handle: localized,
  title: localized,
  updatedAt: z.string(),
  imagePath: z.string().nullable(),
  imageAlt: localized.nullable(),
  /** As `Image.url`'s `v`: a crawler keeps the URL as long as a browser does. */
  imageVersion: z.string().nullable(),
});
export type SitemapRow = z.infer<typeof resourceRow>;

export type CatalogSitemapType = 'PRODUCT' | 'COLLECTION';

const tables = {
  PRODUCT: { table: products, imageId: products.featuredImageId },
  COLLECTION: { table: collections, imageId: collections.imageId },
} as const;

/** How many products or collections there are (memoised until the catalogue changes). */
export function countResources({ db, catalogCache }: CatalogReader, type: CatalogSitemapType) {
  return catalogCache.memo('sitemapCount', type, async () => {
    const [row] = await db.select({ value: count() }).from(tables[type].table);
    return row?.value ?? 0;
  });
}

/** One page of products or collections in id order, the same for every language. */
export function findResourcePage(
  { db, catalogCache }: CatalogReader,
  type: CatalogSitemapType,
  offset: number,
  limit: number,
): Promise<SitemapRow[]> {
  return catalogCache.memo('sitemapPage', `${type}:${offset}:${limit}`, async () => {
    const { table, imageId } = tables[type];
    const rows = await db
      .select({
        handle: table.handle,
        title: table.title,
        updatedAt: table.updatedAt,
        imagePath: images.path,
        imageAlt: images.altText,
        imageVersion: drawingVersion,
      })
      .from(table)
      .leftJoin(images, eq(images.id, imageId))
      .orderBy(asc(table.id))
      .limit(limit)
      .offset(offset);
    return rows.map((row) => resourceRow.parse(row));
  });
}
