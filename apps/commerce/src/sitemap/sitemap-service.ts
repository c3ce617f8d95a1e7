import { imageUrl } from '../catalog/image-resolvers.ts';
import { findAllArticles, findAllBlogs, findAllPages } from '../content/page-store.ts';
import type { SitemapType } from '../graphql/resolver-types.generated.ts';
import type { GraphQLContext } from '../graphql/resolvers.ts';
import type { ContentLanguage } from '../i18n/language.ts';
import type { Localized } from '../seed/catalog-types.ts';
import { countResources, findResourcePage } from './sitemap-store.ts';

/** The platform's page size for sitemap resources. */
export const sitemapPageSize = 250;

export type SitemapImageView = { alt: string | null; filepath: string; updatedAt: string };
export type SitemapItemView = {
  handle: string;
  title: string;
  updatedAt: string;
  image: SitemapImageView | null;
};
export type SitemapPageView = { hasNextPage: boolean; items: SitemapItemView[] };
/** The parent of `Sitemap`: the type asked for. */
export type SitemapView = { type: SitemapType };

const iso = (timestamp: string) => new Date(timestamp).toISOString();

/** A resource before it is put in one language. */
type Entry = {
  handle: Localized;
  title: Localized;
  updatedAt: string;
  image: { path: string; alt: Localized; version: string } | null;
};

function inLanguage(context: GraphQLContext, entry: Entry, language: ContentLanguage): SitemapItemView {
  const updatedAt = iso(entry.updatedAt);
  const { image } = entry;
  return {
    handle: entry.handle[language],
    title: entry.title[language],
    updatedAt,
    image: image
      ? {
          alt: image.alt[language] || null,
          filepath: imageUrl(context.config.publicUrl, image.path, { version: image.version }),
          updatedAt,
        }
      : null,
  };
}

/**
 * Pages, blogs and articles: a few dozen, read whole. A blog changes when an article is published
 * in it; an article's last change is its publication (articles are not edited after).
 */
async function contentEntries(context: GraphQLContext, type: 'PAGE' | 'BLOG' | 'ARTICLE'): Promise<Entry[]> {
  if (type === 'PAGE') {
    const pages = await findAllPages(context);
    return pages.map((p) => ({ handle: p.handle, title: p.title, updatedAt: p.updatedAt, image: null }));
  }
  const articles = await findAllArticles(context);
  if (type === 'BLOG') {
    const newest = (blogId: number | null) =>
      articles
        .filter((a) => blogId === null || a.blogId === blogId)
        .map((a) => a.publishedAt)
        .reduce(
          (latest, at) => (Date.parse(at) > Date.parse(latest) ? at : latest),
          new Date(0).toISOString(),
        );
    return (await findAllBlogs(context)).map((b) => ({
      handle: b.handle,
      title: b.title,
      updatedAt: newest(b.id),
      image: null,
    }));
  }
  return Promise.all(
    articles.map(async (a) => {
      const image = a.imageId === null ? null : await context.loaders.image.load(a.imageId);
      return {
        handle: a.handle,
        title: a.title,
        updatedAt: a.publishedAt,
        image: image ? { path: image.path, alt: image.altText, version: image.version } : null,
      };
    }),
  );
}

/** How many resources of the type a sitemap lists; metaobjects are never pages of their own here. */
export async function countSitemapResources(context: GraphQLContext, type: SitemapType): Promise<number> {
  if (type === 'METAOBJECT') return 0;
  if (type === 'PRODUCT' || type === 'COLLECTION') return countResources(context, type);
  // Counted from the rows, without the entries' article images.
  const rows = await (type === 'PAGE'
    ? findAllPages(context)
    : type === 'BLOG'
      ? findAllBlogs(context)
      : findAllArticles(context));
  return rows.length;
}

/** Page `page` (from 1) of the type's resources, 250 to a page, in id order. */
export async function sitemapPage(
  context: GraphQLContext,
  type: SitemapType,
  page: number,
  language: ContentLanguage,
): Promise<SitemapPageView> {
  const offset = (page - 1) * sitemapPageSize;
  const none = { hasNextPage: false, items: [] };
  if (type === 'METAOBJECT' || page < 1) return none;
  let total: number;
  let entries: Entry[];
  if (type === 'PRODUCT' || type === 'COLLECTION') {
    total = await countResources(context, type);
    if (offset >= total) return none;
    const rows = await findResourcePage(context, type, offset, sitemapPageSize);
    entries = rows.map((row) => ({
      handle: row.handle,
      title: row.title,
      updatedAt: row.updatedAt,
      image:
        row.imagePath && row.imageAlt && row.imageVersion
          ? { path: row.imagePath, alt: row.imageAlt, version: row.imageVersion }
          : null,
    }));
  } else {
    const all = await contentEntries(context, type);
    total = all.length;
    entries = all.slice(offset, offset + sitemapPageSize);
  }
  return {
    hasNextPage: offset + sitemapPageSize < total,
    items: entries.map((entry) => inLanguage(context, entry, language)),
  };
}

/** Pages of 250 a type fills: what a sitemap index links to. */
export const sitemapPagesCount = (total: number) => Math.ceil(total / sitemapPageSize);
