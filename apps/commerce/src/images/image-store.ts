import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ArtworkSpec } from '../artwork/artwork-types.ts';
import { images } from '../catalog/catalog-tables.ts';
import type { Database } from '../db/database.ts';
import { drawingVersion } from './drawing-version.ts';

const artworkSchema = z.object({
  kind: z.enum([
    'bag',
    'beans',
    'machine',
    'grinder',
    'cup',
    'accessory',
    'brand',
    'collection',
    'giftcard',
    'placeholder',
  ]),
  shape: z
    .enum([
      'portafilter',
      'automatic',
      'filter',
      'frother',
      'electric',
      'hand',
      'espresso',
      'cappuccino',
      'glass',
      'mug',
    ])
    .or(z.enum(['jug', 'tamper', 'scale', 'cleaning', 'dripper', 'kettle', 'canister']))
    .optional(),
  primary: z.string(),
  secondary: z.string(),
  accent: z.string(),
  label: z.string(),
  sublabel: z.string().optional(),
  caption: z.string().optional(),
  pattern: z.number().optional(),
  motif: z.enum(['bag', 'beans', 'machine', 'grinder', 'cup', 'accessory', 'giftcard']).optional(),
});

/** `version` is the `v` of the image's URLs while this drawing is stored (drawing-version.ts). */
export type StoredImage = { width: number; height: number; artwork: ArtworkSpec; version: string };

/** The image stored under a path of the image host, or null when there is none. */
export async function findImageByPath(db: Database, path: string): Promise<StoredImage | null> {
  const rows = await db
    .select({ width: images.width, height: images.height, artwork: images.artwork, version: drawingVersion })
    .from(images)
    .where(eq(images.path, path))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const artwork = artworkSchema.safeParse(row.artwork);
  // A row whose drawing we cannot read is served like a missing one, never as an error page.
  if (!artwork.success) return null;
  return { width: row.width, height: row.height, artwork: artwork.data, version: row.version };
}
