import type { Database } from '../db/database.ts';
import type { FacetCount } from './facet-store.ts';

/**
 * Facet counts per collection and filter state, kept for a minute in this process: counting a
 * large collection is the dearest part of a collection page, and the counts change only when
 * stock or the catalogue changes. Bounded, oldest entries dropped first.
 */
const lifetimeMillis = 60_000;
const maxEntries = 2_000;
const caches = new WeakMap<Database, Map<string, { at: number; counts: Promise<FacetCount[]> }>>();

export function cachedFacetCounts(
  db: Database,
  key: string,
  count: () => Promise<FacetCount[]>,
): Promise<FacetCount[]> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < lifetimeMillis) return hit.counts;
  const counts = count();
  cache.delete(key);
  cache.set(key, { at: Date.now(), counts });
  counts.catch(() => cache.delete(key));
  if (cache.size > maxEntries) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return counts;
}
