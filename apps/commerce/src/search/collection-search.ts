import { textWords, wordTrigrams } from './word-forms.ts';

export type CollectionTitle = { id: number; title: string };

/** Share of the text's trigrams that the title has, at least which a title resembles the text. */
const resemblance = 0.6;

function trigramSet(text: string): Set<string> {
  return new Set(textWords(text).flatMap((word) => wordTrigrams(word)));
}

export type SearchableCollection = { id: number; lower: string; grams: Set<string> };

/** Titles prepared once per catalogue: lower case and trigrams. */
export function searchableCollections(collections: readonly CollectionTitle[]): SearchableCollection[] {
  return collections.map(({ id, title }) => {
    const lower = title.toLowerCase();
    return { id, lower, grams: trigramSet(lower) };
  });
}

/**
 * Collections whose title contains the text or resembles it (most of the text's trigrams, as
 * pg_trgm's `<%` asks), titles beginning with the text first, then the closer ones, then by id:
 * the ranking of the SQL search, over the few hundred titles of one language held in memory.
 */
export function matchCollections(
  collections: readonly SearchableCollection[],
  text: string,
  limit: number,
): number[] {
  const needle = text.trim().toLowerCase();
  if (needle.length === 0 || limit <= 0) return [];
  const grams = trigramSet(needle);
  const found: { id: number; begins: boolean; similarity: number }[] = [];
  for (const { id, lower, grams: titleGrams } of collections) {
    let shared = 0;
    for (const gram of grams) if (titleGrams.has(gram)) shared++;
    const similarity = grams.size === 0 ? 0 : shared / grams.size;
    if (similarity >= resemblance || lower.includes(needle)) {
      found.push({ id, begins: lower.startsWith(needle), similarity });
    }
  }
  return found
    .sort((a, b) => Number(b.begins) - Number(a.begins) || b.similarity - a.similarity || a.id - b.id)
    .slice(0, limit)
    .map((c) => c.id);
}
