import { byteSize, type CompressedBody } from './compressed-body.ts';
import { type PreparedAnswers, prepareAnswers } from './prepared-answer.ts';

/**
 * A page as it is served again: each encoding's bytes with its header lines built once (security
 * headers, type, caching, CSP with hashes, ETag), its size, when it was made, and when last served.
 */
export type CachedPage = { answers: PreparedAnswers; bytes: number; storedAt: number; lastUsed: number };

/** A page to keep, from its compressed body and the header lines every answer of it carries. */
export function cachedPage(
  body: CompressedBody,
  headers: [string, string][],
  storedAt = Date.now(),
): CachedPage {
  return { answers: prepareAnswers(body, headers), bytes: byteSize(body), storedAt, lastUsed: 0 };
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
 * that began before it is not stored, so a page read before a change never outlives it. A page
 * older than `maxAgeMs` is served once more while it is made again (one render per URL, however
 * many ask), which bounds staleness even if the change signal is lost.
 *
 * Serving a kept page (`serve`) allocates nothing: a map look-up, a use stamp written into the page,
 * counters. Recency is that stamp, not the map's order, so a hit does not re-insert its key; the
 * rare eviction scans for the oldest stamps instead.
 */
export class PageCache {
  readonly #pages = new Map<string, CachedPage>();
  readonly #pending = new Map<string, Promise<Rendered>>();
  readonly #maxBytes: number;
  readonly #maxAgeMs: number;
  #bytes = 0;
  #generation = 0;
  #uses = 0;
  /** Requests by result since start, read by the metrics on scrape. */
  readonly counts = { hit: 0, stale: 0, miss: 0 };

  constructor(options: { maxBytes: number; maxAgeMs: number }) {
    this.#maxBytes = options.maxBytes;
    this.#maxAgeMs = options.maxAgeMs;
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
    if (now - page.storedAt < this.#maxAgeMs) {
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
    if (page) return { kind: now - page.storedAt < this.#maxAgeMs ? 'hit' : 'stale', page };
    this.counts.miss += 1;
    return { kind: 'miss', rendered: this.#renderOnce(key, render) };
  }

  /** Drops every page; renders under way will not be stored. */
  purge(): void {
    this.#generation += 1;
    this.#pages.clear();
    this.#bytes = 0;
  }

  #renderOnce(key: string, render: () => Promise<Rendered>): Promise<Rendered> {
    const pending = this.#pending.get(key);
    if (pending) return pending;
    const generation = this.#generation;
    const work = render()
      .then((rendered) => {
        if ('page' in rendered && generation === this.#generation) this.#store(key, rendered.page);
        return rendered;
      })
      .finally(() => this.#pending.delete(key));
    this.#pending.set(key, work);
    return work;
  }

  #store(key: string, page: CachedPage): void {
    if (page.bytes > this.#maxBytes / 4) return;
    const old = this.#pages.get(key);
    if (old) this.#bytes -= old.bytes;
    page.lastUsed = ++this.#uses;
    this.#pages.set(key, page);
    this.#bytes += page.bytes;
    while (this.#bytes > this.#maxBytes && this.#dropLeastRecentlyUsed());
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
    this.#pages.delete(oldestKey);
    this.#bytes -= oldest.bytes;
    return true;
  }
}
