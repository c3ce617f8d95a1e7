import type { CatalogReader } from '../catalog/catalog-cache.ts';
import { loadFacetIndex } from '../catalog/facet-store.ts';
import { type ContentLanguage, contentLanguages } from '../i18n/language.ts';
import { matchCollections, searchableCollections } from './collection-search.ts';
import { ProductSearchIndex } from './product-search-index.ts';
import { prepareVocabulary, type Vocabulary } from './query-suggestions.ts';
import { findCollectionTitles, findProductSearchRows, searchCollectionIds } from './search-store.ts';

/** Cache area of finished builds, so a search can tell a built index from one still being built. */
const builtArea = 'builtSearchIndex';

/**
 * The in-memory search indexes of this process (one product index per language, collection
 * titles, query-suggestion vocabulary), made in main.ts. They live in the catalogue cache, so any
 * catalogue change drops them and the next search builds them again.
 */
export class SearchIndexes {
  private readonly reader: CatalogReader;

  constructor(reader: CatalogReader) {
    this.reader = reader;
  }

  /**
   * Reads one language's products (one query) and indexes them; the finished index is kept beside
   * the pending build unless the catalogue changed meanwhile.
   */
  private async load(language: ContentLanguage): Promise<ProductSearchIndex> {
    const { db, catalogCache } = this.reader;
    const mark = catalogCache.mark;
    const index = await ProductSearchIndex.build(await findProductSearchRows(db, language));
    catalogCache.keep(builtArea, language, index, mark);
    return index;
  }

  /**
   * The language's index. Null while the cache is off: the index would be rebuilt on every call
   * then.
   */
  productIndex(language: ContentLanguage): Promise<ProductSearchIndex> | null {
    const cache = this.reader.catalogCache;
    if (!cache.active) return null;
    return cache.memo('searchIndex', language, () => this.load(language));
  }

  /**
   * The language's index if it is built. Otherwise starts building it (when the cache is on) and
   * answers undefined, so searches meanwhile take the SQL path instead of waiting a second or more
   * for a catalogue of 100,000 products to be read and indexed.
   */
  builtProductIndex(language: ContentLanguage): ProductSearchIndex | undefined {
    const index = this.reader.catalogCache.peek<ProductSearchIndex>(builtArea, language);
    if (!index) this.productIndex(language);
    return index;
  }

  /**
   * Starts building every language's index that is not built (at start, and after a catalogue
   * change dropped them) and tells whether all are built; false while the cache is off (searches
   * take SQL then). Called when the service starts listening and by /health, so whoever watches
   * the readiness (a load balancer, the benchmark) also keeps the indexes warm.
   */
  warm(): boolean {
    const built = contentLanguages.map((language) => this.builtProductIndex(language));
    return built.every((index) => index !== undefined);
  }

  /**
   * Collections matching the text, from the language's titles held in the catalogue cache (a few
   * hundred, read in one query), or from SQL while the cache is off.
   */
  async searchCollections(text: string, language: ContentLanguage, limit: number): Promise<number[]> {
    const { db, catalogCache } = this.reader;
    if (!catalogCache.active) return searchCollectionIds(db, text, language, limit);
    const collections = await catalogCache.memo('collectionSearch', language, async () =>
      searchableCollections(await findCollectionTitles(db, language)),
    );
    return matchCollections(collections, text, limit);
  }

  /**
   * The language's product types and brands prepared for query suggestions: every keystroke
   * compares the text with all of them.
   */
  suggestionVocabulary(language: ContentLanguage): Promise<Vocabulary> {
    return this.reader.catalogCache.memo('suggestionVocabulary', language, async () =>
      prepareVocabulary(await loadFacetIndex(this.reader), language),
    );
  }
}
