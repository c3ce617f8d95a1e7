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
 * How a product's indexed text (title, vendor, type, variant titles, SKUs) matches a typed query:
 * full-text with prefixes in the language's configuration (stemming), a substring, or, for typos,
 * trigram similarity with the title. GIN indexes serve all three.
 */
export function productTextMatch(text: string, language: ContentLanguage): TextMatch | null {
  const trimmed = text.trim().slice(0, 100);
  const words = queryWords(trimmed);
  if (words.length === 0) return null;
  const configuration = sql.raw(`'${configurations[language]}'::regconfig`);
  const tsquery = sql`to_tsquery(${configuration}, ${words.map((w) => `${w}:*`).join(' & ')})`;
  const pattern = `%${escapeLike(trimmed)}%`;
  const condition = sql`(${productTranslations.document} @@ ${tsquery} OR ${productTranslations.searchText} ILIKE ${pattern})`;
  const typoCondition = sql`${trimmed} <% ${productTranslations.title}`;
  const score = sql`(ts_rank(${productTranslations.document}, ${tsquery}) + word_similarity(${trimmed}, ${productTranslations.title}) + CASE WHEN ${productTranslations.title} ILIKE ${`${escapeLike(trimmed)}%`} THEN 1 ELSE 0 END)`;
  return { condition, typoCondition, score };
}

/** Ranking for a search: best score first, then best sellers. */
export function relevanceOrder(match: Pick<TextMatch, 'score'>): SQL {
  return sql`${match.score} * -1, ${products.bestSellingRank}`;
}
