import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { images } from '../db/schema.ts';
import { drawingVersion } from '../images/drawing-version.ts';
import { localized } from './catalog-schemas.ts';

const imageRow = z.object({
  id: z.number(),
  path: z.string(),
  altText: localized,
  width: z.number(),
  height: z.number(),
  /** The `v` of the image's URLs, new whenever its drawing changes. */
  version: z.string(),
});
export type ImageRecord = z.infer<typeof imageRow>;

export async function findImagesByIds(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, ImageRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: images.id,
      path: images.path,
      altText: images.altText,
      width: images.width,
      height: images.height,
      version: drawingVersion,
    })
    .from(images)
    .where(inArray(images.id, [...ids]));
  return new Map(rows.map((row) => [row.id, imageRow.parse(row)]));
}
