import type { CatalogReader } from '../catalog/catalog-cache.ts';
import { type ArticleView, articleView, type PageView, pageView } from '../catalog/views.ts';
import type { ContentLanguage } from '../i18n/language.ts';
import type { Localized } from '../seed/catalog-types.ts';
import { findAllArticles, findAllPages } from './page-store.ts';

/** The entry whose handle in the language (or, for shared links, in German) is the given one. */
export function byHandle<T extends { handle: Localized }>(
  records: T[],
  language: ContentLanguage,
  handle: string,
): T | null {
  return (
    records.find((r) => r.handle[language] === handle) ?? records.find((r) => r.handle.de === handle) ?? null
  );
}

export async function findPage(
  reader: CatalogReader,
  language: ContentLanguage,
  handle: string,
): Promise<PageView | null> {
  const page = byHandle(await findAllPages(reader), language, handle);
  return page ? pageView(page) : null;
}

export async function findArticle(
  reader: CatalogReader,
  language: ContentLanguage,
  handle: string,
): Promise<ArticleView | null> {
  const article = byHandle(await findAllArticles(reader), language, handle);
  return article ? articleView(article) : null;
}
