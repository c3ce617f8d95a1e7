import type { ArtworkSpec } from '../artwork/artwork-types.ts';
import type { Image, Lang, Localized } from './catalog-types.ts';
import type { Random } from './random.ts';
import { LANGS, slugifyWords, slugOfParts } from './text.ts';

/** Name of the shop itself, used as the vendor of gift cards. */
export const SHOP_NAME = 'Bohnenpost';

const DAY_MS = 86_400_000;

/** Mutable state shared by the generator steps: the PRNG, id counters, images and handle sets. */
export class CatalogContext {
  readonly rnd: Random;
  readonly referenceTime: number;
  readonly images: Image[] = [];
  private readonly handles: Record<Lang, Set<string>> = { de: new Set(), en: new Set(), da: new Set() };
  private readonly counters = new Map<string, number>();
  private readonly dates = new Map<number, string>();
  private readonly timestamps = new Map<number, string>();

  constructor(rnd: Random, referenceDate: string) {
    this.rnd = rnd;
    this.referenceTime = Date.parse(`${referenceDate}T00:00:00.000Z`);
    if (Number.isNaN(this.referenceTime)) throw new Error(`invalid reference date ${referenceDate}`);
  }

  /** Next id of an entity kind, starting at 1. */
  nextId(kind: string): number {
    const id = (this.counters.get(kind) ?? 0) + 1;
    this.counters.set(kind, id);
    return id;
  }

  addImage(path: string, altText: Localized, artwork: ArtworkSpec, width = 1000, height = 1000): number {
    const id = this.images.length + 1;
    this.images.push({ id, path, altText, width, height, artwork });
    return id;
  }

  /**
   * A product handle per language from its title (or, faster, from the title's parts),
   * unique per language: suffixed with the id on collision.
   */
  uniqueHandle(title: Localized, id: number, parts?: Localized<readonly string[]>): Localized {
    const out = { de: '', en: '', da: '' };
    for (const lang of LANGS) {
      let handle = parts ? slugOfParts(parts[lang]) : slugifyWords(title[lang]);
      if (this.handles[lang].has(handle)) handle = `${handle}-${id}`;
      this.handles[lang].add(handle);
      out[lang] = handle;
    }
    return out;
  }

  /** ISO timestamp `days` (may be fractional) before the reference date. */
  daysAgo(days: number): string {
    // Minute resolution keeps the cache of formatted timestamps small.
    const minutes = Math.round(days * 1440);
    let iso = this.timestamps.get(minutes);
    if (iso === undefined) {
      iso = new Date(this.referenceTime - minutes * 60_000).toISOString();
      this.timestamps.set(minutes, iso);
    }
    return iso;
  }

  /** ISO date (YYYY-MM-DD) `days` after the reference date. */
  dateIn(days: number): string {
    let date = this.dates.get(days);
    if (date === undefined) {
      date = new Date(this.referenceTime + days * DAY_MS).toISOString().slice(0, 10);
      this.dates.set(days, date);
    }
    return date;
  }
}
