import { foldWord, hasLetter, wordTrigrams } from './word-forms.ts';

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Shortest typed word looked up inside words, and shortest part of a word indexed for it. */
const minInfixLength = 3;
/** Shortest typed word given typo matching: shorter ones resemble too much. */
const minTypoLength = 4;

/**
 * The words of a catalogue, sorted by their form without diacritics (then as written), so every
 * word beginning with a typed prefix, with or without diacritics, is one range of word ids.
 * Inside words (`mühle` in `kaffeemühle`) through a sorted list of word endings; typos through
 * a trigram index, as pg_trgm does it but over distinct words instead of rows.
 */
export class SearchDictionary {
  /** Word ids are positions in this list. */
  readonly words: readonly string[];
  /** Each word without diacritics; the same string when it has none. */
  readonly folded: readonly string[];
  /** Word endings of at least `minInfixLength` letters, sorted: word id and where the ending starts. */
  private readonly endingWords: Int32Array;
  private readonly endingStarts: Uint8Array;
  private readonly trigramWords: Map<string, Int32Array>;
  /** Scratch counter per word for typo look-ups (one look-up at a time: searches are synchronous). */
  private readonly shared: Uint16Array;

  constructor(unique: Iterable<string>) {
    // Sorting joined keys natively is several times faster than a comparator over 100,000 words;
    // words hold no NUL, so "folded NUL word" sorts by folded form, then by word.
    const keys = Array.from(unique, (word) => `${foldWord(word)}\u0000${word}`).sort();
    this.words = keys.map((key) => key.slice(key.indexOf('\u0000') + 1));
    this.folded = keys.map((key, id) => {
      const folded = key.slice(0, key.indexOf('\u0000'));
      return folded === this.words[id] ? (this.words[id] as string) : folded;
    });
    const endings: { id: number; start: number; text: string }[] = [];
    const trigramLists = new Map<string, number[]>();
    this.folded.forEach((folded, id) => {
      if (!hasLetter(folded)) return;
      for (let start = 1; start <= Math.min(folded.length - minInfixLength, 255); start++) {
        endings.push({ id, start, text: folded.slice(start) });
      }
      if (folded.length < minInfixLength) return;
      for (const gram of wordTrigrams(folded)) {
        const list = trigramLists.get(gram);
        if (list) list.push(id);
        else trigramLists.set(gram, [id]);
      }
    });
    endings.sort((a, b) => compare(a.text, b.text));
    this.endingWords = Int32Array.from(endings, (e) => e.id);
    this.endingStarts = Uint8Array.from(endings, (e) => e.start);
    this.trigramWords = new Map([...trigramLists].map(([gram, ids]) => [gram, Int32Array.from(ids)]));
    this.shared = new Uint16Array(this.words.length);
  }

  get size(): number {
    return this.words.length;
  }

  private lowerBound(folded: string): number {
    let lo = 0;
    let hi = this.size;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.folded[mid] as string) < folded) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Ids [from, to) of the words beginning with the typed word, diacritics ignored. */
  prefixRange(typed: string): [number, number] {
    const folded = foldWord(typed);
    return [this.lowerBound(folded), this.lowerBound(`${folded}\uffff`)];
  }

  private ending(index: number): string {
    return (this.folded[this.endingWords[index] as number] as string).slice(this.endingStarts[index]);
  }

  /** Ids of the words containing the typed word after their first letter, diacritics ignored. */
  infixIds(typed: string): number[] {
    const folded = foldWord(typed);
    if (folded.length < minInfixLength) return [];
    let lo = 0;
    let hi = this.endingWords.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.ending(mid) < folded) lo = mid + 1;
      else hi = mid;
    }
    const ids = new Set<number>();
    for (let i = lo; i < this.endingWords.length && this.ending(i).startsWith(folded); i++) {
      ids.add(this.endingWords[i] as number);
    }
    return [...ids];
  }

  /**
   * Words resembling the typed word: the share of its trigrams (without the trailing one, as it
   * may still be typed further) that the word has, like pg_trgm's word similarity, at least the
   * threshold. Asked through the trigram index, so only words sharing a trigram are looked at.
   */
  similarIds(typed: string, threshold = 0.6): Map<number, number> {
    const folded = foldWord(typed);
    const found = new Map<number, number>();
    if (folded.length < minTypoLength) return found;
    const grams = wordTrigrams(folded, false);
    const touched: number[] = [];
    for (const gram of grams) {
      const ids = this.trigramWords.get(gram);
      if (!ids) continue;
      for (const id of ids) {
        if (this.shared[id] === 0) touched.push(id);
        this.shared[id] = (this.shared[id] as number) + 1;
      }
    }
    for (const id of touched) {
      const similarity = (this.shared[id] as number) / grams.length;
      if (similarity >= threshold) found.set(id, similarity);
      this.shared[id] = 0;
    }
    return found;
  }
}
