import { type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../catalog/collection-store.ts';
import { products, productTranslations } from '../db/schema.ts';
import type { ContentLanguage } from '../i18n/language.ts';
import { textWords } from './word-forms.ts';

const configurations: Record<ContentLanguage, string> = { de: 'german', en: 'english', da: 'danish' };

/** Words of a query: letters and digits only, so nothing reaches tsquery syntax. */
export function queryWords(text: string): string[] {
  return textWords(text).slice(0, 8);
}

export type TextMatch = {
  /** Full-text with prefixes, or a substring (SKUs, parts of words): precise, served by indexes. */
  condition: SQL;
  /** Trigram word similarity with the title: catches typos, dearer, so asked only when needed. */
  typoCondition: SQL;
  score: SQL;
};

/**
 * Which query words may match the start of a longer word: every one (our default, for typing as
 * you go), only the last (`prefix: LAST`), or none (`prefix: NONE`, whole words only).
 */
export type PrefixMode = 'EVERY' | 'LAST' | 'NONE';

/** Backslash before everything but letters and digits: the text is literal in a PostgreSQL regex. */
const regexLiteral = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, (c) => `\\${c}`);

/**
 * How a product's indexed text (title, vendor, type, variant titles, SKUs) matches a typed query:
 * full-text in the language's configuration (stemming), with prefixes as `mode` allows; the query
 * as it was typed (SKUs, hyphenated names) as a substring, from a word's start, or as whole words;
 * and, unless whole words are asked for, trigram similarity with the title for typos. GIN indexes
 * serve all of them.
 */
export function productTextMatch(
  text: string,
  language: ContentLanguage,
  mode: PrefixMode = 'EVERY',
): TextMatch | null {
  const trimmed = text.trim().slice(0, 100);
  const words = queryWords(trimmed);
  if (words.length === 0) return null;
  const configuration = sql.raw(`'${configurations[language]}'::regconfig`);
  const last = words.length - 1;
  const terms = words.map((w, i) => (mode === 'EVERY' || (mode === 'LAST' && i === last) ? `${w}:*` : w));
  const tsquery = sql`to_tsquery(${configuration}, ${terms.join(' & ')})`;
  const literal =
    mode === 'EVERY'
      ? sql`${productTranslations.searchText} ILIKE ${`%${escapeLike(trimmed)}%`}`
      : sql`${productTranslations.searchText} ~* ${`\\m${regexLiteral(trimmed)}${mode === 'NONE' ? '\\M' : ''}`}`;
  const condition = sql`(${productTranslations.document} @@ ${tsquery} OR ${literal})`;
  const typoCondition = mode === 'NONE' ? sql`FALSE` : sql`${trimmed} <% ${productTranslations.title}`;
  const score = sql`(ts_rank(${productTranslations.document}, ${tsquery}) + word_similarity(${trimmed}, ${productTranslations.title}) + CASE WHEN ${productTranslations.title} ILIKE ${`${escapeLike(trimmed)}%`} THEN 1 ELSE 0 END)`;
  return { condition, typoCondition, score };
}

/**
 * Whether a text (a page's, an article's) holds every query word, ignoring case: anywhere in
 * it, as the start of a word, or as a whole word, as `mode` says of each word.
 */
export function textHoldsWords(text: string, words: readonly string[], mode: PrefixMode): boolean {
  if (mode === 'EVERY') {
    const haystack = text.toLocaleLowerCase();
    return words.every((word) => haystack.includes(word.toLocaleLowerCase()));
  }
  const own = textWords(text);
  const whole = new Set(own);
  const last = words.length - 1;
  return words.every((word, i) =>
    mode === 'LAST' && i === last ? own.some((w) => w.startsWith(word)) : whole.has(word),
  );
}

/** Ranking for a search: best score first, then best sellers. */
export function relevanceOrder(match: Pick<TextMatch, 'score'>): SQL {
  return sql`${match.score} * -1, ${products.bestSellingRank}`;
}
