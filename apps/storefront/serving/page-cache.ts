import { byteSize, type CompressedBody } from './compressed-body.ts';

/** A page as it is served again: its compressed bytes and its own headers (type, CSP with hashes). */
export type CachedPage = { body: CompressedBody; headers: Record<string, string>; storedAt: number };

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
 */
export class PageCache {
  readonly #pages = new Map<string, CachedPage>();
  readonly #pending = new Map<string, Promise<Rendered>>();
  readonly #maxBytes: number;
  readonly #maxAgeMs: number;
  #bytes = 0;
  #generation = 0;

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
   * The page under `key`, or the shared render that will make it. `render` runs at most once per key
   * at a time.
   */
  lookup(key: string, render: () => Promise<Rendered>, now = Date.now()): Lookup {
    const page = this.#pages.get(key);
    if (page) {
      // Most recently used goes last; the oldest are dropped first.
      this.#pages.delete(key);
      this.#pages.set(key, page);
      if (now - page.storedAt < this.#maxAgeMs) return { kind: 'hit', page };
      this.#renderOnce(key, render).catch(() => undefined);
      return { kind: 'stale', page };
    }
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
    const size = byteSize(page.body);
    if (size > this.#maxBytes / 4) return;
    const old = this.#pages.get(key);
    if (old) {
      this.#bytes -= byteSize(old.body);
      this.#pages.delete(key);
    }
    this.#pages.set(key, page);
    this.#bytes += size;
    for (const [oldestKey, oldest] of this.#pages) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#pages.delete(oldestKey);
      this.#bytes -= byteSize(oldest.body);
    }
  }
}
