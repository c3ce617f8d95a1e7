const letterOrDigit = /^[\p{L}\p{N}]$/u;
/** Per UTF-16 code unit: 0 not yet asked, 1 letter or digit, 2 neither. */
const basicPlane = new Uint8Array(0x10000);

function isLetterOrDigit(point: number): boolean {
  if (point < 128)
    return (point >= 97 && point <= 122) || (point >= 48 && point <= 57) || (point >= 65 && point <= 90);
  if (point > 0xffff) return letterOrDigit.test(String.fromCodePoint(point));
  if (basicPlane[point] === 0) basicPlane[point] = letterOrDigit.test(String.fromCharCode(point)) ? 1 : 2;
  return basicPlane[point] === 1;
}

/**
 * Lower-cased words of a text: runs of letters and digits (as splitting on
 * `/[^\p{L}\p{N}]+/u` gives them, twice as fast, which counts when indexing 100,000 products).
 */
export function textWords(text: string): string[] {
  const lower = text.toLowerCase();
  const words: string[] = [];
  let start = -1;
  for (let i = 0; i < lower.length; ) {
    const point = lower.codePointAt(i) as number;
    if (isLetterOrDigit(point)) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      words.push(lower.slice(start, i));
      start = -1;
    }
    i += point > 0xffff ? 2 : 1;
  }
  if (start >= 0) words.push(lower.slice(start));
  return words;
}

/** Letters that Unicode does not decompose, spelled as a visitor without the key would type them. */
const spelled: Record<string, string> = { ß: 'ss', æ: 'ae', ø: 'o', œ: 'oe', đ: 'd', ł: 'l' };

/**
 * A lower-case word without diacritics (`mühle` → `muhle`, `smørrebrød` → `smorrebrod`), so a
 * visitor typing without them still finds the word.
 */
export function foldWord(word: string): string {
  if (/^[a-z0-9]*$/.test(word)) return word;
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
