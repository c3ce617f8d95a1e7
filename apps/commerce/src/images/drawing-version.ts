import { sql } from 'drizzle-orm';
import { images } from '../catalog/catalog-tables.ts';

/** Bump when the drawings or encoder settings change, so browsers drop their copies (ETag, `?v=`). */
export const rendererVersion = 1;

/**
 * The `v` an image URL carries: it changes whenever the drawing behind the path changes (its artwork,
 * its size or the renderer), so a browser or CDN may keep the bytes of one such URL for a year (as
 * hosted shops' image CDNs do). Computed by the database, so that the API (which does not load the
 * artwork) and the image host read the same value; jsonb's text form is canonical, so equal artwork
 * gives an equal version on PostgreSQL and PGlite alike. Eight hex digits: it only has to differ
 * between one drawing of a path and the next (a chance of 1 in 4 billion that it does not), and a
 * 250-card page writes it over 800 times.
 */
export const drawingVersion = sql<string>`substr(md5(${sql.raw(`'${rendererVersion}:'`)} || ${images.artwork}::text || ':' || ${images.width} || 'x' || ${images.height}), 1, 8)`;
