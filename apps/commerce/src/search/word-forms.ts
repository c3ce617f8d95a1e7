/** Letters that Unicode does not decompose, spelled as a visitor without the key would type them. */
const spelled: Record<string, string> = { ß: 'ss', æ: 'ae', ø: 'o', œ: 'oe', đ: 'd', ł: 'l' };

/**
 * A lower-case word without diacritics (`mühle` → `muhle`, `smørrebrød` → `smorrebrod`), so a
 * visitor typing without them still finds the word.
 */
export function foldWord(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæøœđł]/g, (letter) => spelled[letter] ?? letter);
}

/** Whether the word has a letter (SKU numbers have none and take part in no fuzzy matching). */
export function hasLetter(word: string): boolean {
  return /\p{L}/u.test(word);
}

/**
 * The distinct trigrams of a word as pg_trgm pads it: two spaces before and one after. Without
 * `end`, the trailing one is left out, for text still being typed.
 */
export function wordTrigrams(word: string, end = true): string[] {
  const padded = end ? `  ${word} ` : `  ${word}`;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  return [...grams];
}
