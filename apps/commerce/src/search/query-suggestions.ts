import type { FacetIndex } from '../catalog/facet-store.ts';
import type { ContentLanguage } from '../i18n/language.ts';
import { wordTrigrams } from './word-forms.ts';

export type Suggestion = { text: string; styledText: string };

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Marks the typed part, as search fields show completions: `<mark>Esp</mark>resso`. */
function styled(term: string, typed: string): string {
  const at = term.toLowerCase().indexOf(typed.toLowerCase());
  if (at < 0) return escapeHtml(term);
  const end = at + typed.length;
  return `${escapeHtml(term.slice(0, at))}<mark>${escapeHtml(term.slice(at, end))}</mark>${escapeHtml(term.slice(end))}`;
}

function trigrams(word: string): Set<string> {
  return new Set(wordTrigrams(word));
}

function overlap(x: Set<string>, y: Set<string>): number {
  let shared = 0;
  for (const gram of x) if (y.has(gram)) shared++;
  return shared / (x.size + y.size - shared);
}

/** Trigram similarity of two words (as pg_trgm computes it), for typos in the typed text. */
export function similarity(a: string, b: string): number {
  return overlap(trigrams(a), trigrams(b));
}

/** A term of the vocabulary, prepared once: its lower case, words and their trigrams. */
type VocabularyTerm = { term: string; lower: string; words: string[]; grams: Set<string>[] };

function prepare(term: string): VocabularyTerm {
  const lower = term.toLowerCase();
  const words = lower.split(/[\s&-]+/);
  return { term, lower, words, grams: words.map(trigrams) };
}

/** Product types and brands of one language, prepared for matching against every keystroke. */
export type Vocabulary = { terms: VocabularyTerm[]; names: Set<string> };

export function prepareVocabulary(index: FacetIndex, language: ContentLanguage): Vocabulary {
  const labels = index.values
    .filter((v) => v.facet === 'p.product_type' || v.facet === 'p.vendor')
    .map((v) => v.label[language]);
  const names = new Set(labels);
  return { terms: [...names].map(prepare), names };
}

/** How well a term completes the text: 0 begins with it, 1 a word does, 2 contains it, 2.5 resembles it. */
function completionRank(term: VocabularyTerm, needle: string, needleGrams: Set<string>): number {
  if (term.lower.startsWith(needle)) return 0;
  if (term.words.some((w) => w.startsWith(needle))) return 1;
  if (term.lower.includes(needle)) return 2;
  return term.grams.some((grams) => overlap(grams, needleGrams) >= 0.45) ? 2.5 : 3;
}

/**
 * Search terms completing what was typed, taken from the shop's vocabulary (product types,
 * brands and the titles of the collections found): terms starting with it first, then containing it.
 */
export function suggestQueries(
  typed: string,
  facets: Vocabulary,
  collectionTitles: string[],
  limit: number,
): Suggestion[] {
  const needle = typed.trim().toLowerCase();
  if (needle.length === 0 || limit <= 0) return [];
  const vocabulary = [
    ...facets.terms,
    ...[...new Set(collectionTitles)].filter((title) => !facets.names.has(title)).map(prepare),
  ];
  const needleTrigrams = trigrams(needle);
  const ranked: { term: string; rank: number }[] = [];
  for (const term of vocabulary) {
    const rank = completionRank(term, needle, needleTrigrams);
    if (rank < 3) ranked.push({ term: term.term, rank });
  }
  ranked.sort((a, b) => a.rank - b.rank || a.term.length - b.term.length || a.term.localeCompare(b.term));
  return ranked.slice(0, limit).map(({ term }) => ({ text: term, styledText: styled(term, typed.trim()) }));
}
