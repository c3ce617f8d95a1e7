import { sql } from 'drizzle-orm';
import { images } from '../catalog/catalog-tables.ts';

/** Bump when the drawings or encoder settings change, so browsers drop their copies (ETag, `?v=`). */
export const rendererVersion = 1;

/**
 * A digest of what an image row's drawing is made of, computed by the database so that the API
 * (which does not load the artwork) and the image host read the same value. jsonb's text form is
 * canonical, so equal artwork gives an equal digest on PostgreSQL and PGlite alike.
 */
export const drawingDigest = sql<string>`substr(md5(${images.artwork}::text || ':' || ${images.width} || 'x' || ${images.height}), 1, 12)`;

/**
 * The `v` an image URL carries: it changes whenever the drawing behind the path changes, so a
 * browser or CDN may keep the bytes of one such URL for a year (as hosted shops' image CDNs do).
 */
export function drawingVersion(digest: string): string {
  return `${rendererVersion}.${digest}`;
}
