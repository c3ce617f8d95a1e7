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

/** Trigrams of the vocabulary's words, kept: every search compares the typed text with all of them. */
const vocabularyTrigrams = new Map<string, Set<string>>();

function vocabularyWordTrigrams(word: string): Set<string> {
  let grams = vocabularyTrigrams.get(word);
  if (!grams) {
    if (vocabularyTrigrams.size >= 10_000) vocabularyTrigrams.clear();
    grams = trigrams(word);
    vocabularyTrigrams.set(word, grams);
  }
  return grams;
}

/**
 * Search terms completing what was typed, taken from the shop's vocabulary (product types,
 * brands, option values, collection titles): terms starting with it first, then containing it.
 */
export function suggestQueries(
  typed: string,
  index: FacetIndex,
  collectionTitles: string[],
  language: ContentLanguage,
  limit: number,
): Suggestion[] {
  const needle = typed.trim().toLowerCase();
  if (needle.length === 0 || limit <= 0) return [];
  const vocabulary = new Set<string>([
    ...index.values
      .filter((v) => v.facet === 'p.product_type' || v.facet === 'p.vendor')
      .map((v) => v.label[language]),
    ...collectionTitles,
  ]);
  const words = (term: string) => term.toLowerCase().split(/[\s&-]+/);
  const needleTrigrams = trigrams(needle);
  const ranked = [...vocabulary]
    .map((term) => {
      const lower = term.toLowerCase();
      const rank = lower.startsWith(needle)
        ? 0
        : words(term).some((w) => w.startsWith(needle))
          ? 1
          : lower.includes(needle)
            ? 2
            : words(term).some((w) => overlap(vocabularyWordTrigrams(w), needleTrigrams) >= 0.45)
              ? 2.5
              : 3;
      return { term, rank };
    })
    .filter(({ rank }) => rank < 3)
    .sort((a, b) => a.rank - b.rank || a.term.length - b.term.length || a.term.localeCompare(b.term));
  return ranked.slice(0, limit).map(({ term }) => ({ text: term, styledText: styled(term, typed.trim()) }));
}
