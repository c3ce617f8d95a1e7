/**
 * "Related products where the content names them": an article names things the shop sells —
 * "Kaffeewaage", "Handmühle", "milk jug" — and the shop's collections are named after them
 * ("Kaffeewaagen", "Handmühlen", "Milk jugs & frothers"). A collection is related when the article's
 * text contains a word of its title, compared by stem so singular and plural meet. The most specific
 * (longest) names win; short words and words many titles share say too little to count.
 */

export type NamedCollection = { handle: string; title: string };

/** Title stems shorter than this say too little to relate an article ("tee", "jug"). */
const minimumStemLength = 5;
/** Stems at least this long may also begin a compound word of the text ("siebträger…maschine"). */
const compoundStemLength = 7;

/** The word without a plural or case ending: "Kaffeewaagen" → "kaffeewaag", "scales" → "scal". */
export function stemOf(word: string): string {
  const lower = word.toLocaleLowerCase();
  const ending = /(en|er|es|e|n|s)$/u.exec(lower);
  return ending && ending.index >= 4 ? lower.slice(0, ending.index) : lower;
}

function wordsOf(text: string): string[] {
  return text.split(/[^\p{L}\p{N}-]+/u).filter(Boolean);
}

/**
 * The collections the text names, most specific first, at most `limit`. A title word counts when the
 * text has a word of the same stem ("Kaffeewaagen" and "Kaffeewaage"), or, for a long stem, a word that
 * begins with it ("Siebträger" and "Siebträgermaschine"). Words in more than `maxShare` of all titles
 * are too general to say anything.
 */
export function collectionsNamedIn(
  text: string,
  collections: readonly NamedCollection[],
  limit = 2,
  maxShare = 0.1,
): NamedCollection[] {
  const textStems = new Set(wordsOf(text).map(stemOf));
  const stemsOf = (title: string) =>
    [...new Set(wordsOf(title).map(stemOf))].filter((stem) => stem.length >= minimumStemLength);
  const titleCount = new Map<string, number>();
  for (const collection of collections) {
    for (const stem of stemsOf(collection.title)) titleCount.set(stem, (titleCount.get(stem) ?? 0) + 1);
  }
  const tooCommon = (stem: string) =>
    (titleCount.get(stem) ?? 0) > Math.max(1, collections.length * maxShare);
  const named = (stem: string) =>
    textStems.has(stem) ||
    (stem.length >= compoundStemLength && [...textStems].some((word) => word.startsWith(stem)));
  const scored = collections
    .map((collection) => {
      const matching = stemsOf(collection.title).filter((stem) => !tooCommon(stem) && named(stem));
      return { collection, score: Math.max(0, ...matching.map((stem) => stem.length)) };
    })
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.collection.title.localeCompare(b.collection.title));
  return scored.slice(0, limit).map((entry) => entry.collection);
}
