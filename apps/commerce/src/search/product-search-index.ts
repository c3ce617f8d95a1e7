import type { SearchDictionary } from './search-dictionary.ts';
import { buildIndexParts, type IndexParts, type SearchRow } from './search-index-build.ts';
import { queryWords } from './text-match.ts';
import { foldWord } from './word-forms.ts';

export type { SearchRow } from './search-index-build.ts';

/** Matches taken before ranking, best sellers first: by the index and by the SQL search alike. */
export const candidateCount = 200;
/** Best sellers whose words are checked before posting lists are read, for common words only. */
const denseScan = 1024;

/** One typed word and the dictionary words it matches. */
type Term = {
  typed: string;
  folded: string;
  /** Words beginning with it (diacritics ignored): ids [from, to). */
  from: number;
  to: number;
  /** Further words, marked with `bit` in the index's scratch marks: inside a word, or typos. */
  extra: number[];
  typos: Map<number, number>;
  bit: number;
  /** Product-word pairs matching, which decides how the term is looked up. */
  postings: number;
};

/**
 * Predictive product search in memory for one language, built from all products in best-selling
 * order. A product position is its place in that order; word ids come from the dictionary.
 * Each product keeps its word ids (title words in title order first) and each word its product
 * positions, so a query is a range of words per typed word, one bitmap or an early-stopping scan
 * in best-selling order, and the ranking of at most 200 candidates.
 */
export class ProductSearchIndex {
  readonly dictionary: SearchDictionary;
  private readonly ids: Int32Array;
  private readonly wordStarts: Int32Array;
  private readonly productWords: Int32Array;
  private readonly titleLengths: Uint16Array;
  private readonly postingStarts: Int32Array;
  private readonly postings: Int32Array;
  /** Scratch bits per word: which terms match it beyond their prefix range. */
  private readonly marks: Uint8Array;
  private readonly wordsPerProduct: number;

  constructor(parts: IndexParts) {
    this.dictionary = parts.dictionary;
    this.ids = parts.ids;
    this.wordStarts = parts.wordStarts;
    this.productWords = parts.productWords;
    this.titleLengths = parts.titleLengths;
    this.postingStarts = parts.postingStarts;
    this.postings = parts.postings;
    this.marks = new Uint8Array(this.dictionary.size);
    this.wordsPerProduct = this.productWords.length / Math.max(1, this.ids.length);
  }

  /** Indexes products given best sellers first (pausing now and then, see `buildIndexParts`). */
  static async build(
    rows: readonly SearchRow[],
    pause?: () => Promise<unknown>,
  ): Promise<ProductSearchIndex> {
    return new ProductSearchIndex(await buildIndexParts(rows, pause));
  }

  /** Number of products. */
  get size(): number {
    return this.ids.length;
  }

  /** Bytes held in typed arrays (the dictionary's strings come on top). */
  get arrayBytes(): number {
    return [
      this.ids,
      this.wordStarts,
      this.productWords,
      this.titleLengths,
      this.postingStarts,
      this.postings,
    ]
      .map((array) => array.byteLength)
      .reduce((a, b) => a + b, 0);
  }

  /**
   * Ids of the products matching every typed word at a word's beginning or (from three letters)
   * inside a word, diacritics ignored, best match first; when fewer than the limit, followed by
   * matches with typos.
   */
  search(text: string, limit: number): number[] {
    const typed = queryWords(text);
    if (typed.length === 0 || limit <= 0) return [];
    const terms = typed.map((word, i) => this.term(word, i));
    try {
      const found = this.rank(this.collect(terms, null), terms).slice(0, limit);
      if (found.length >= limit || !this.addTypos(terms)) return this.idsAt(found);
      const similar = this.rank(this.collect(terms, new Set(found)), terms);
      return this.idsAt([...found, ...similar].slice(0, limit));
    } finally {
      for (const term of terms) for (const id of term.extra) this.marks[id] = 0;
    }
  }

  private idsAt(positions: number[]): number[] {
    return positions.map((pos) => this.ids[pos] as number);
  }

  private postingCount(from: number, to: number): number {
    return (this.postingStarts[to] as number) - (this.postingStarts[from] as number);
  }

  private term(typed: string, index: number): Term {
    const [from, to] = this.dictionary.prefixRange(typed);
    const term: Term = {
      typed,
      folded: foldWord(typed),
      from,
      to,
      extra: [],
      typos: new Map(),
      bit: 1 << index,
      postings: this.postingCount(from, to),
    };
    for (const id of this.dictionary.infixIds(typed)) this.mark(term, id);
    return term;
  }

  private mark(term: Term, id: number): boolean {
    if (this.matches(term, id)) return false;
    this.marks[id] = (this.marks[id] as number) | term.bit;
    term.extra.push(id);
    term.postings += this.postingCount(id, id + 1);
    return true;
  }

  private matches(term: Term, id: number): boolean {
    return (id >= term.from && id < term.to) || ((this.marks[id] as number) & term.bit) !== 0;
  }

  /** Adds words resembling each typed word (four letters or more); false if none were added. */
  private addTypos(terms: Term[]): boolean {
    let added = false;
    for (const term of terms) {
      for (const [id, similarity] of this.dictionary.similarIds(term.typed)) {
        if (!this.mark(term, id)) continue;
        term.typos.set(id, similarity);
        added = true;
      }
    }
    return added;
  }

  /** Whether the product has, for every term, a word the term matches. */
  private hasAll(pos: number, terms: readonly Term[], needed: number): boolean {
    let seen = 0;
    const end = this.wordStarts[pos + 1] as number;
    for (let k = this.wordStarts[pos] as number; k < end; k++) {
      const id = this.productWords[k] as number;
      for (const term of terms) if (this.matches(term, id)) seen |= term.bit;
      if ((seen & needed) === needed) return true;
    }
    return false;
  }

  /** A bit per product position: the products having a word the term matches. */
  private bitmap(term: Term): Uint32Array {
    const bits = new Uint32Array((this.size + 31) >>> 5);
    const set = (from: number, to: number) => {
      const end = this.postingStarts[to] as number;
      for (let k = this.postingStarts[from] as number; k < end; k++) {
        const pos = this.postings[k] as number;
        bits[pos >>> 5] = (bits[pos >>> 5] as number) | (1 << (pos & 31));
      }
    };
    set(term.from, term.to);
    for (const id of term.extra) set(id, id + 1);
    return bits;
  }

  /**
   * The first `candidateCount` products (best sellers first) matching every term. When every
   * term is common, the best sellers' words are checked first, which usually finds them all.
   * Then the rarest term's products come from its posting lists as a bitmap, intersected with
   * the bitmaps of the other terms cheaper to read than to check on each remaining product.
   */
  private collect(terms: Term[], skip: Set<number> | null): number[] {
    const found: number[] = [];
    const sorted = [...terms].sort((a, b) => a.postings - b.postings);
    const rarest = sorted[0];
    if (!rarest || rarest.postings === 0) return found;
    const accept = (pos: number, checked: Term[], needed: number) => {
      if (skip?.has(pos) || !this.hasAll(pos, checked, needed)) return true;
      found.push(pos);
      return found.length < candidateCount;
    };
    let from = 0;
    if (rarest.postings > this.size / 8) {
      const all = terms.reduce((bits, term) => bits | term.bit, 0);
      from = Math.min(this.size, denseScan);
      for (let pos = 0; pos < from; pos++) if (!accept(pos, sorted, all)) return found;
      if (from === this.size) return found;
    }
    const bits = this.bitmap(rarest);
    let count = countBits(bits);
    const checked: Term[] = [];
    for (const term of sorted.slice(1)) {
      if (term.postings > count * this.wordsPerProduct) {
        checked.push(term);
        continue;
      }
      const more = this.bitmap(term);
      for (let i = 0; i < bits.length; i++) bits[i] = (bits[i] as number) & (more[i] as number);
      count = countBits(bits);
    }
    const needed = checked.reduce((all, term) => all | term.bit, 0);
    for (let i = from >>> 5; i < bits.length; i++) {
      let word = bits[i] as number;
      while (word !== 0) {
        const low = word & -word;
        word ^= low;
        if (!accept((i << 5) + 31 - Math.clz32(low), checked, needed)) return found;
      }
    }
    return found;
  }

  /** Candidates best first: score, then best sellers. */
  private rank(positions: number[], terms: Term[]): number[] {
    return positions
      .map((pos) => ({ pos, score: this.score(pos, terms) }))
      .sort((a, b) => b.score - a.score || a.pos - b.pos)
      .map((entry) => entry.pos);
  }

  /**
   * Like the SQL ranking: 1 if the title begins with the typed words, plus how well each typed
   * word matches (beginning of a word as written, without diacritics, inside, typo; the more of
   * the word typed the better; title above other fields), plus a little when every title word
   * was typed, so the product whose whole title was typed comes before its longer namesakes.
   * Equal scores keep best-selling order.
   */
  private score(pos: number, terms: Term[]): number {
    const start = this.wordStarts[pos] as number;
    const end = this.wordStarts[pos + 1] as number;
    const titleLength = this.titleLengths[pos] as number;
    const words = this.dictionary.words;
    let begins = terms.length <= titleLength;
    for (let j = 0; begins && j < terms.length; j++) {
      const word = words[this.productWords[start + j] as number] as string;
      const typed = (terms[j] as Term).typed;
      begins = j === terms.length - 1 ? word.startsWith(typed) : word === typed;
    }
    let sum = 0;
    for (const term of terms) {
      let best = 0;
      for (let k = start; k < end; k++) {
        const id = this.productWords[k] as number;
        if (this.matches(term, id)) best = Math.max(best, this.wordScore(term, id, k < start + titleLength));
      }
      sum += best;
    }
    let wholeTitle = titleLength > 0;
    for (let k = start; wholeTitle && k < start + titleLength; k++) {
      const id = this.productWords[k] as number;
      wholeTitle = terms.some((term) => this.matches(term, id));
    }
    return (begins ? 1 : 0) + sum / terms.length + (wholeTitle ? 0.2 : 0);
  }

  private wordScore(term: Term, id: number, inTitle: boolean): number {
    const word = this.dictionary.words[id] as string;
    const folded = this.dictionary.folded[id] as string;
    // Spelled as typed before spelled without diacritics; a typo last.
    const kind = word.startsWith(term.typed)
      ? 1
      : word.includes(term.typed)
        ? 0.8
        : folded.startsWith(term.folded)
          ? 0.5
          : folded.includes(term.folded)
            ? 0.4
            : 0.4 * (term.typos.get(id) ?? 0);
    const completion = Math.min(1, term.typed.length / word.length);
    return kind * (0.5 + 0.5 * completion) * (inTitle ? 1 : 0.7);
  }
}

function countBits(bits: Uint32Array): number {
  let count = 0;
  for (let i = 0; i < bits.length; i++) {
    let v = bits[i] as number;
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    count += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return count;
}
