import { asc, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { CatalogReader } from '../catalog/catalog-cache.ts';
import { localized, localizedSeo } from '../catalog/catalog-schemas.ts';
import type { Database } from '../db/database.ts';
import { articles, blogs, pages } from '../db/schema.ts';

const pageRow = z.object({
  id: z.number(),
  key: z.string(),
  handle: localized,
  title: localized,
  body: localized,
  seo: localizedSeo,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PageRecord = z.infer<typeof pageRow>;

const blogRow = z.object({ id: z.number(), handle: localized, title: localized });
export type BlogRecord = z.infer<typeof blogRow>;

const articleRow = z.object({
  id: z.number(),
  blogId: z.number(),
  key: z.string(),
  handle: localized,
  title: localized,
  summary: localized,
  body: localized,
  imageId: z.number().nullable(),
  publishedAt: z.string(),
});
export type ArticleRecord = z.infer<typeof articleRow>;

// Pages, blogs and articles are a few dozen rows: read whole, filtered in the service.

export function findAllPages({ db, catalogCache }: CatalogReader): Promise<PageRecord[]> {
  return catalogCache.memo('pages', '', async () => {
    const rows = await db.select().from(pages).orderBy(asc(pages.id));
    return rows.map((row) => pageRow.parse(row));
  });
}

export function findAllBlogs({ db, catalogCache }: CatalogReader): Promise<BlogRecord[]> {
  return catalogCache.memo('blogs', '', async () => {
    const rows = await db.select().from(blogs).orderBy(asc(blogs.id));
    return rows.map((row) => blogRow.parse(row));
  });
}

export function findAllArticles({ db, catalogCache }: CatalogReader): Promise<ArticleRecord[]> {
  return catalogCache.memo('articles', '', async () => {
    const rows = await db.select().from(articles).orderBy(asc(articles.id));
    return rows.map((row) => articleRow.parse(row));
  });
}

export async function findArticlesByIds(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, ArticleRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(articles)
    .where(inArray(articles.id, [...ids]));
  return new Map(rows.map((row) => [row.id, articleRow.parse(row)]));
}
