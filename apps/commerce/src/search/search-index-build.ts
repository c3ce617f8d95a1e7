import { setImmediate } from 'node:timers/promises';
import { SearchDictionary } from './search-dictionary.ts';
import { textWords } from './word-forms.ts';

/** One product as search reads it; rows come best sellers first. */
export type SearchRow = { id: number; title: string; searchText: string };

/** The arrays of a product search index; a product's position is its place in best-selling order. */
export type IndexParts = {
  dictionary: SearchDictionary;
  /** Product id per position. */
  ids: Int32Array;
  /** Where each position's words start in `productWords` (one more entry than products). */
  wordStarts: Int32Array;
  /** Word ids per product: the title's words in title order, then its other distinct words. */
  productWords: Int32Array;
  titleLengths: Uint16Array;
  /** Where each word's postings start in `postings` (one more entry than words). */
  postingStarts: Int32Array;
  /** Product positions per word, ascending, each once. */
  postings: Int32Array;
};

/** Rows tokenised between two pauses: about 10 ms of work. */
const chunk = 2_000;

/**
 * Indexes the rows. Pauses between chunks (by default until other I/O had its turn), so building
 * the index of 100,000 products, about a second of work, never holds other requests up for long.
 */
export async function buildIndexParts(
  rows: readonly SearchRow[],
  pause: () => Promise<unknown> = () => setImmediate(),
): Promise<IndexParts> {
  // Words get provisional ids in the order met; the dictionary's sorted ids replace them after.
  const provisional = new Map<string, number>();
  const metWords: string[] = [];
  const seenAt: number[] = [];
  const words: number[] = [];
  const wordStarts = new Int32Array(rows.length + 1);
  const titleLengths = new Uint16Array(rows.length);
  const idOf = (word: string) => {
    let id = provisional.get(word);
    if (id === undefined) {
      id = metWords.length;
      provisional.set(word, id);
      metWords.push(word);
      seenAt.push(-1);
    }
    return id;
  };
  for (let pos = 0; pos < rows.length; pos++) {
    if (pos % chunk === chunk - 1) await pause();
    const row = rows[pos] as SearchRow;
    const title = textWords(row.title).slice(0, 65_535);
    titleLengths[pos] = title.length;
    for (const word of title) {
      const id = idOf(word);
      seenAt[id] = pos;
      words.push(id);
    }
    for (const word of textWords(row.searchText)) {
      const id = idOf(word);
      if (seenAt[id] === pos) continue;
      seenAt[id] = pos;
      words.push(id);
    }
    wordStarts[pos + 1] = words.length;
  }
  await pause();
  const dictionary = new SearchDictionary(metWords);
  await pause();
  const sortedId = new Map(dictionary.words.map((word, id) => [word, id]));
  // Loops, not Int32Array.from with a function: that takes 100 ns an element.
  const renumber = new Int32Array(metWords.length);
  for (let id = 0; id < metWords.length; id++) renumber[id] = sortedId.get(metWords[id] as string) as number;
  const productWords = new Int32Array(words.length);
  for (let k = 0; k < words.length; k++) productWords[k] = renumber[words[k] as number] as number;
  const ids = new Int32Array(rows.length);
  for (let pos = 0; pos < rows.length; pos++) ids[pos] = (rows[pos] as SearchRow).id;
  await pause();
  return {
    dictionary,
    ids,
    wordStarts,
    productWords,
    titleLengths,
    ...postingLists(dictionary.size, wordStarts, productWords),
  };
}

/** Each word's product positions, in one array, by counting first and filling after. */
function postingLists(size: number, wordStarts: Int32Array, productWords: Int32Array) {
  const postingStarts = new Int32Array(size + 1);
  const lastSeen = new Int32Array(size).fill(-1);
  const eachWord = (visit: (pos: number, id: number) => void) => {
    for (let pos = 0; pos + 1 < wordStarts.length; pos++) {
      const end = wordStarts[pos + 1] as number;
      for (let k = wordStarts[pos] as number; k < end; k++) {
        const id = productWords[k] as number;
        // A title may repeat a word; the product is posted once.
        if (lastSeen[id] === pos) continue;
        lastSeen[id] = pos;
        visit(pos, id);
      }
    }
  };
  eachWord((_pos, id) => {
    postingStarts[id + 1] = (postingStarts[id + 1] as number) + 1;
  });
  for (let id = 0; id < size; id++) {
    postingStarts[id + 1] = (postingStarts[id + 1] as number) + (postingStarts[id] as number);
  }
  const postings = new Int32Array(postingStarts[size] as number);
  const next = postingStarts.slice(0, size);
  lastSeen.fill(-1);
  eachWord((pos, id) => {
    const at = next[id] as number;
    postings[at] = pos;
    next[id] = at + 1;
  });
  return { postingStarts, postings };
}
