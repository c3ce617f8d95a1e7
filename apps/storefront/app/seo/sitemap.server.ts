import {
  SitemapArticlesDocument,
  SitemapCollectionsDocument,
  SitemapProductsDocument,
  type StorefrontDocument,
} from '@shop/storefront-api';
import { articleIndexPath, articlePath } from '../articles/article-paths.ts';
import { storefrontQuery } from '../commerce/storefront.server.ts';
import { contentPageAlternates, contentPageKeys, contentPagePath } from '../content/content-pages.ts';
import { type Language, type LanguageKey, languageKeys, languages } from '../i18n/languages.ts';
import type { SitemapEntry } from './sitemap-xml.ts';

type Page<Node> = { pageInfo: { hasNextPage: boolean; endCursor?: string | null }; nodes: Node[] };
type Variables = { language: Language['code']; after?: string | null };

/** Safety stop: 40 pages of 250 are far more than the catalogue holds. */
const maxPages = 40;

/** Every node of a connection, page after page. */
async function allNodes<Result, Node>(
  document: StorefrontDocument<Result, Variables>,
  pick: (result: Result) => Page<Node>,
  language: Language,
): Promise<Node[]> {
  const nodes: Node[] = [];
  let after: string | null = null;
  for (let page = 0; page < maxPages; page++) {
    const connection = pick(await storefrontQuery(document, { language: language.code, after }));
    nodes.push(...connection.nodes);
    if (!connection.pageInfo.hasNextPage || !connection.pageInfo.endCursor) break;
    after = connection.pageInfo.endCursor;
  }
  return nodes;
}

type Entry = { id: string; handle: string; lastModified: string | null };

/** The entries of one kind in every language, so each entry can name its alternates by id. */
async function inEveryLanguage(load: (language: Language) => Promise<Entry[]>) {
  const lists = await Promise.all(
    languageKeys.map(async (key) => [key, await load(languages[key])] as const),
  );
  return new Map(lists.map(([key, list]) => [key, list]));
}

function entriesWithAlternates(
  all: Map<LanguageKey, Entry[]>,
  language: LanguageKey,
  pathOf: (language: LanguageKey, handle: string) => string,
): SitemapEntry[] {
  const handlesById = new Map<string, Partial<Record<LanguageKey, string>>>();
  for (const [key, list] of all) {
    for (const entry of list) {
      const paths = handlesById.get(entry.id) ?? {};
      paths[key] = pathOf(key, entry.handle);
      handlesById.set(entry.id, paths);
    }
  }
  return (all.get(language) ?? []).map((entry) => ({
    path: pathOf(language, entry.handle),
    lastModified: entry.lastModified,
    alternates: handlesById.get(entry.id),
  }));
}

const sameInEveryLanguage = (pathOf: (key: LanguageKey) => string) =>
  Object.fromEntries(languageKeys.map((key) => [key, pathOf(key)]));

/** Every indexable page of a language: home, content pages, articles, collections and products. */
export async function loadSitemapEntries(language: Language): Promise<SitemapEntry[]> {
  const [products, collections, articles] = await Promise.all([
    inEveryLanguage(async (lang) =>
      (await allNodes(SitemapProductsDocument, (r) => r.products, lang)).map((p) => ({
        id: p.id,
        handle: p.handle,
        lastModified: p.updatedAt,
      })),
    ),
    inEveryLanguage(async (lang) =>
      (await allNodes(SitemapCollectionsDocument, (r) => r.collections, lang))
        // A collection that keeps itself out of search engines (seo metafield) is not listed either.
        .filter((c) => c.noindex?.value !== 'true')
        .map((c) => ({ id: c.id, handle: c.handle, lastModified: c.updatedAt })),
    ),
    inEveryLanguage(async (lang) =>
      (await allNodes(SitemapArticlesDocument, (r) => r.articles, lang)).map((a) => ({
        id: a.id,
        handle: a.handle,
        lastModified: a.publishedAt,
      })),
    ),
  ]);
  const key = language.key;
  return [
    { path: `/${key}`, alternates: sameInEveryLanguage((lang) => `/${lang}`) },
    ...contentPageKeys.map((page) => ({
      path: contentPagePath(page, key),
      alternates: contentPageAlternates(page),
    })),
    { path: articleIndexPath(key), alternates: sameInEveryLanguage(articleIndexPath) },
    ...entriesWithAlternates(articles, key, articlePath),
    ...entriesWithAlternates(collections, key, (lang, handle) => `/${lang}/c/${handle}`),
    ...entriesWithAlternates(products, key, (lang, handle) => `/${lang}/p/${handle}`),
  ];
}
