import { catalogCache } from '../catalog/catalog-cache.ts';
import { loadFacetIndex } from '../catalog/facet-store.ts';
import type { Database } from '../db/database.ts';
import { type ContentLanguage, contentLanguages } from '../i18n/language.ts';
import { matchCollections, searchableCollections } from './collection-search.ts';
import { ProductSearchIndex } from './product-search-index.ts';
import { prepareVocabulary, type Vocabulary } from './query-suggestions.ts';
import { findCollectionTitles, findProductSearchRows, searchCollectionIds } from './search-store.ts';

/** Cache area of finished builds, so a search can tell a built index from one still being built. */
const builtArea = 'builtSearchIndex';

/**
 * Reads one language's products (one query) and indexes them; the finished index is kept beside
 * the pending build unless the catalogue changed meanwhile.
 */
async function loadProductSearchIndex(db: Database, language: ContentLanguage) {
  const cache = catalogCache(db);
  const mark = cache.mark;
  const index = await ProductSearchIndex.build(await findProductSearchRows(db, language));
  cache.keep(builtArea, language, index, mark);
  return index;
}

/**
 * The language's index, kept in the catalogue cache so any catalogue change drops it and the
 * next search builds it again. Null while the cache is off: the index would be rebuilt on every
 * call then.
 */
export function productSearchIndex(
  db: Database,
  language: ContentLanguage,
): Promise<ProductSearchIndex> | null {
  const cache = catalogCache(db);
  if (!cache.active) return null;
  return cache.memo('searchIndex', language, () => loadProductSearchIndex(db, language));
}

/**
 * The language's index if it is built. Otherwise starts building it (when the cache is on) and
 * answers undefined, so searches meanwhile take the SQL path instead of waiting a second or more
 * for a catalogue of 100,000 products to be read and indexed.
 */
export function builtProductSearchIndex(
  db: Database,
  language: ContentLanguage,
): ProductSearchIndex | undefined {
  const index = catalogCache(db).peek<ProductSearchIndex>(builtArea, language);
  if (!index) productSearchIndex(db, language);
  return index;
}

/**
 * Starts building every language's index that is not built (at start, and after a catalogue
 * change dropped them) and tells whether all are built; false while the cache is off (searches
 * take SQL then). Called when the service starts listening and by /health, so whoever watches
 * the readiness (a load balancer, the benchmark) also keeps the indexes warm.
 */
export function warmSearchIndexes(db: Database): boolean {
  const built = contentLanguages.map((language) => builtProductSearchIndex(db, language));
  return built.every((index) => index !== undefined);
}

/**
 * Collections matching the text, from the language's titles held in the catalogue cache (a few
 * hundred, read in one query), or from SQL while the cache is off.
 */
export async function searchCollections(
  db: Database,
  text: string,
  language: ContentLanguage,
  limit: number,
): Promise<number[]> {
  const cache = catalogCache(db);
  if (!cache.active) return searchCollectionIds(db, text, language, limit);
  const collections = await cache.memo('collectionSearch', language, async () =>
    searchableCollections(await findCollectionTitles(db, language)),
  );
  return matchCollections(collections, text, limit);
}

/**
 * The language's product types and brands prepared for query suggestions, kept in the catalogue
 * cache like the collection titles: every keystroke compares the text with all of them.
 */
export async function suggestionVocabulary(db: Database, language: ContentLanguage): Promise<Vocabulary> {
  return catalogCache(db).memo('suggestionVocabulary', language, async () =>
    prepareVocabulary(await loadFacetIndex(db), language),
  );
}
