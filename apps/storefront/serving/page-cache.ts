import type { PageFreshness } from '../app/catalog/page-freshness.ts';
import { byteSize, type CompressedBody } from './compressed-body.ts';
import { type PreparedAnswers, prepareAnswers } from './prepared-answer.ts';

/**
 * A page as it is served again: each encoding's bytes with its header lines built once (security
 * headers, type, caching, CSP with hashes, ETag), its size, when it was made, and when last served;
 * the products whose stock it shows and when it stops being right by the clock (page-freshness.ts).
 */
export type CachedPage = {
  answers: PreparedAnswers;
  bytes: number;
  /** When it was made; set to minus infinity by `expireStock`. */
  storedAt: number;
  lastUsed: number;
  stockProducts: readonly string[];
  validUntil: number;
};

const timeless: PageFreshness = { stockProducts: [], validUntil: Number.POSITIVE_INFINITY };

/** A page to keep, from its compressed body and the header lines every answer of it carries. */
export function cachedPage(
  body: CompressedBody,
  headers: [string, string][],
  storedAt = Date.now(),
  freshness: PageFreshness = timeless,
): CachedPage {
  return {
    answers: prepareAnswers(body, headers),
    bytes: byteSize(body),
    storedAt,
    lastUsed: 0,
    stockProducts: freshness.stockProducts,
    validUntil: freshness.validUntil,
  };
}

/** What a render produced: a page to keep, or an answer to pass on once and forget. */
export type Rendered = { page: CachedPage } | { passOn: PassOn };
export type PassOn = { status: number; headers: [string, string][]; body: Buffer };

export type Lookup =
  | { kind: 'hit'; page: CachedPage }
  | { kind: 'stale'; page: CachedPage }
  | { kind: 'miss'; rendered: Promise<Rendered> };

/**
 * Anonymous pages by URL, bounded by bytes (least recently used dropped first).
 *
 * Freshness: `purge` (on a catalogue change) drops everything and starts a new generation; a render
 * that began before it is not stored, so a page read before a change never outlives it. `dropStock`
 * (on a stock change) drops the pages that show the named products' stock, and a page with stock
 * rendered meanwhile is not stored. A page older than its age limit, or past its own `validUntil`,
 * is served once more while it is made again (one render per URL, however many ask). The age limit
 * is `maxAgeMs` (the bound when change signals are lost) unless `signalled` says both kinds of
 * change are being heard: then `signalledMaxAgeMs`, so that the pages are not made again every
 * `maxAgeMs` for nothing (decision 0082).
 *
 * Serving a kept page (`serve`) allocates nothing: a map look-up, a use stamp written into the page,
 * counters. Recency is that stamp, not the map's order, so a hit does not re-insert its key; the
 * rare eviction scans for the oldest stamps instead.
 */
export class PageCache {
  readonly #pages = new Map<string, CachedPage>();
  readonly #pending = new Map<string, Promise<Rendered>>();
  /** Keys of the kept pages by the products whose stock they show. */
  readonly #byProduct = new Map<string, Set<string>>();
  readonly #maxBytes: number;
  readonly #unsignalledMaxAgeMs: number;
  readonly #signalledMaxAgeMs: number;
  #maxAgeMs: number;
  #bytes = 0;
  #generation = 0;
  #stockDrops = 0;
  #uses = 0;
  /** Requests by result since start, read by the metrics on scrape. */
  readonly counts = { hit: 0, stale: 0, miss: 0 };

  constructor(options: { maxBytes: number; maxAgeMs: number; signalledMaxAgeMs?: number }) {
    this.#maxBytes = options.maxBytes;
    this.#unsignalledMaxAgeMs = options.maxAgeMs;
    this.#signalledMaxAgeMs = Math.max(options.maxAgeMs, options.signalledMaxAgeMs ?? options.maxAgeMs);
    this.#maxAgeMs = options.maxAgeMs;
  }

  /** Whether content and stock changes are being heard; pages live longer while they are. */
  set signalled(heard: boolean) {
    this.#maxAgeMs = heard ? this.#signalledMaxAgeMs : this.#unsignalledMaxAgeMs;
  }

  get maxAgeMs(): number {
    return this.#maxAgeMs;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#pages.size;
  }

  /**
   * The kept page under `key`, fresh or old (an old one is made again in the background, once, by
   * `render(context, old)`: a render that produces the same bytes may reuse the old page's
   * compressed encodings), or undefined: the caller then goes through `lookup`. `render` is a
   * function made once and `context` the request at hand, so that a hit creates no closure.
   */
  serve<C>(
    key: string,
    context: C,
    render: (context: C, old: CachedPage) => Promise<Rendered>,
    now = Date.now(),
  ): CachedPage | undefined {
    const page = this.#pages.get(key);
    if (page === undefined) return undefined;
    page.lastUsed = ++this.#uses;
    if (this.#fresh(page, now)) {
      this.counts.hit += 1;
      return page;
    }
    this.counts.stale += 1;
    if (!this.#pending.has(key)) this.#renderOnce(key, () => render(context, page)).catch(() => undefined);
    return page;
  }

  /**
   * The page under `key`, or the shared render that will make it. `render` runs at most once per key
   * at a time; it is given the old page when it makes one again.
   */
  lookup(key: string, render: (old?: CachedPage) => Promise<Rendered>, now = Date.now()): Lookup {
    const page = this.serve(key, render, (made, old) => made(old), now);
    if (page) return { kind: this.#fresh(page, now) ? 'hit' : 'stale', page };
    this.counts.miss += 1;
    return { kind: 'miss', rendered: this.#renderOnce(key, render) };
  }

  /** Drops every page; renders under way will not be stored. */
  purge(): void {
    this.#generation += 1;
    this.#pages.clear();
    this.#byProduct.clear();
    this.#bytes = 0;
  }

  /**
   * Drops the pages that show these products' stock (null: every page that shows stock). A render
   * under way that shows stock is not stored: it may have read the stock before the change.
   */
  dropStock(products: readonly string[] | null): void {
    this.#stockDrops += 1;
    if (products === null) {
      for (const [key, page] of this.#pages) if (page.stockProducts.length > 0) this.#drop(key, page);
      return;
    }
    for (const product of products) {
      for (const key of this.#byProduct.get(product) ?? []) {
        const page = this.#pages.get(key);
        if (page) this.#drop(key, page);
      }
    }
  }

  /** Marks every page that shows stock as old: each is made again when next asked for. */
  expireStock(): void {
    for (const page of this.#pages.values())
      if (page.stockProducts.length > 0) page.storedAt = Number.NEGATIVE_INFINITY;
  }

  #fresh(page: CachedPage, now: number): boolean {
    return now - page.storedAt < this.#maxAgeMs && now < page.validUntil;
  }

  #renderOnce(key: string, render: () => Promise<Rendered>): Promise<Rendered> {
    const pending = this.#pending.get(key);
    if (pending) return pending;
    const generation = this.#generation;
    const stockDrops = this.#stockDrops;
    const work = render()
      .then((rendered) => {
        if (!('page' in rendered) || generation !== this.#generation) return rendered;
        const stockMoved = stockDrops !== this.#stockDrops && rendered.page.stockProducts.length > 0;
        if (!stockMoved) this.#store(key, rendered.page);
        return rendered;
      })
      .finally(() => this.#pending.delete(key));
    this.#pending.set(key, work);
    return work;
  }

  #store(key: string, page: CachedPage): void {
    if (page.bytes > this.#maxBytes / 4) return;
    const old = this.#pages.get(key);
    if (old) this.#drop(key, old);
    page.lastUsed = ++this.#uses;
    this.#pages.set(key, page);
    this.#bytes += page.bytes;
    for (const product of page.stockProducts) {
      const keys = this.#byProduct.get(product);
      if (keys) keys.add(key);
      else this.#byProduct.set(product, new Set([key]));
    }
    while (this.#bytes > this.#maxBytes && this.#dropLeastRecentlyUsed());
  }

  #drop(key: string, page: CachedPage): void {
    this.#pages.delete(key);
    this.#bytes -= page.bytes;
    for (const product of page.stockProducts) {
      const keys = this.#byProduct.get(product);
      keys?.delete(key);
      if (keys?.size === 0) this.#byProduct.delete(product);
    }
  }

  #dropLeastRecentlyUsed(): boolean {
    let oldestKey: string | undefined;
    let oldest: CachedPage | undefined;
    for (const [key, page] of this.#pages) {
      if (oldest === undefined || page.lastUsed < oldest.lastUsed) {
        oldestKey = key;
        oldest = page;
      }
    }
    if (oldestKey === undefined || oldest === undefined) return false;
    this.#drop(oldestKey, oldest);
    return true;
  }
}
