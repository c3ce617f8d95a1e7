import type { ChangeEvents } from '../db/change-listener.ts';
import type { Database } from '../db/database.ts';
import { setBounded } from '../shared/bounded-map.ts';
import { StockFeed } from './stock-feed.ts';

/**
 * Reads of catalogue and content data kept in this process until the catalogue changes.
 *
 * Catalogue data is read thousands of times for every time it is written, and a collection page
 * or a search otherwise costs several database round trips. Every statement that writes a
 * catalogue table fires `pg_notify('catalog_changed')` (migration 0004); each service instance
 * listens and empties its cache, so instances scaled out on one PostgreSQL stay consistent.
 * Until the listener is connected (or after it lost its connection) nothing is cached.
 *
 * A read that started before a change must not refill the cache with what it saw: a change
 * replaces every area with a new one, so a read that overlapped it stores into a discarded area
 * (and `keep`, which looks its area up afterwards, compares generations).
 *
 * Stock is signalled apart (`stock_changed`, migration 0013): every order changes it, and emptying
 * everything for it cost each instance its whole cache and each storefront its page cache. A stock
 * change drops only the stock areas (`stockAreas`); content areas and the catalogue's version
 * (`contentMark`, which page caches follow) stay.
 */
/**
 * Areas that hold stock, or answers that show it: the only ones a stock change empties. Variant
 * records elsewhere carry stock too, but the loaders lay the stock area's values over them.
 */
export const stockAreas: ReadonlySet<string> = new Set(['variantStock', 'stockResponses']);

export class CatalogCache {
  /** The stock changes heard lately, for storefronts' page caches (`/catalog/version`). */
  readonly stockFeed = new StockFeed();
  /** Counts every change, content or stock; `mark` hands it out. */
  private generation = 0;
  /** The generation of the last content change: later stock changes leave content reads valid. */
  private contentGeneration = 0;
  private enabled = false;
  private switchedOff = false;
  private readonly areas = new Map<string, Map<unknown, unknown>>();

  private readonly maxEntriesPerArea: number;

  constructor(maxEntriesPerArea = 50_000) {
    this.maxEntriesPerArea = maxEntriesPerArea;
  }

  /** The listener is connected: changes will be heard from now on. */
  enable(): void {
    if (this.switchedOff) return;
    this.invalidate();
    this.enabled = true;
  }

  /** Configured off (CATALOG_CACHE=off): stays off whatever the listener does. */
  switchOff(): void {
    this.switchedOff = true;
    this.disable();
  }

  /** The listener is gone: changes would go unheard, so stop caching. */
  disable(): void {
    this.enabled = false;
    this.invalidate();
  }

  invalidate(): void {
    this.generation += 1;
    this.contentGeneration = this.generation;
    // Dropped, not emptied: reads still under way write into the old areas and are lost with them.
    this.areas.clear();
  }

  /** Stock changed (an order): only the stock areas are dropped. */
  invalidateStock(): void {
    this.generation += 1;
    for (const name of stockAreas) this.areas.delete(name);
  }

  /** Changes with the catalogue's content, not with its stock: what storefront page caches follow. */
  get contentMark(): number {
    return this.contentGeneration;
  }

  get active(): boolean {
    return this.enabled;
  }

  private area(name: string): Map<unknown, unknown> {
    let area = this.areas.get(name);
    if (!area) {
      area = new Map();
      this.areas.set(name, area);
    }
    return area;
  }

  private store(
    area: Map<unknown, unknown>,
    key: unknown,
    value: unknown,
    limit = this.maxEntriesPerArea,
  ): void {
    setBounded(area, key, value, limit);
  }

  /** A value kept under the key, if caching is on and it is there. */
  peek<T>(areaName: string, key: string): T | undefined {
    return this.enabled ? (this.areas.get(areaName)?.get(key) as T | undefined) : undefined;
  }

  /** A mark to pass to `keep`: what was read after it may be kept if nothing changed since. */
  get mark(): number {
    return this.generation;
  }

  /**
   * Keeps a value read since `mark`, unless the catalogue changed meanwhile; at most `limit` in
   * the area (large values such as whole answers need a smaller bound than single records).
   */
  keep(areaName: string, key: string, value: unknown, mark: number, limit?: number): void {
    const unchanged = stockAreas.has(areaName) ? mark === this.generation : mark >= this.contentGeneration;
    if (this.enabled && unchanged) this.store(this.area(areaName), key, value, limit);
  }

  /**
   * One value per key, computed once while the catalogue stays unchanged. Concurrent callers
   * share the pending computation; a failed one is forgotten.
   */
  memo<T>(areaName: string, key: string, compute: () => Promise<T>): Promise<T> {
    if (!this.enabled) return compute();
    const area = this.area(areaName);
    const hit = area.get(key) as Promise<T> | undefined;
    if (hit) return hit;
    const pending = compute();
    this.store(area, key, pending);
    pending.catch(() => {
      if (area.get(key) === pending) area.delete(key);
    });
    return pending;
  }

  /**
   * Values by key for a batch look-up: keys held are answered from memory, the rest fetched in
   * one call. Keys the fetch does not find are remembered as absent too.
   */
  async many<K, V>(
    areaName: string,
    keys: readonly K[],
    fetch: (missing: K[]) => Promise<Map<K, V>>,
  ): Promise<Map<K, V>> {
    if (!this.enabled) return fetch([...keys]);
    const area = this.area(areaName) as Map<K, { value: V | undefined }>;
    const found = new Map<K, V>();
    const missing: K[] = [];
    for (const key of keys) {
      const entry = area.get(key);
      if (!entry) missing.push(key);
      else if (entry.value !== undefined) found.set(key, entry.value);
    }
    if (missing.length === 0) return found;
    const fetched = await fetch(missing);
    for (const key of missing) {
      const value = fetched.get(key);
      if (value !== undefined) found.set(key, value);
      this.store(area, key, { value });
    }
    return found;
  }
}

/**
 * Where catalogue reads go: a database (or a cart's transaction, whose catalogue reads must stay
 * on its connection) and the cache of this process. Catalogue data is never written inside the
 * transactions that read it this way, carts only, so they share the process's cache.
 */
export type CatalogReader = { db: Database; catalogCache: CatalogCache };

/** The cache follows the change notifications of its database (db/change-listener.ts). */
export function catalogCacheEvents(cache: CatalogCache): ChangeEvents {
  return {
    connected: () => {
      cache.enable();
      cache.stockFeed.listening();
    },
    changed: () => cache.invalidate(),
    stockChanged: (payload) => {
      cache.invalidateStock();
      cache.stockFeed.heard(payload);
    },
    lost: () => {
      cache.disable();
      cache.stockFeed.lost();
    },
  };
}
