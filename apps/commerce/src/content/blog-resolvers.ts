import { truncate } from '../catalog/product-resolvers.ts';
import { articleView, blogView } from '../catalog/views.ts';
import { connectionOf } from '../graphql/connection.ts';
import type { ArticleSortKeys } from '../graphql/resolver-types.generated.ts';
import type { Resolvers } from '../graphql/resolvers.ts';
import { type ContentLanguage, localize, operationLanguage } from '../i18n/language.ts';
import { idOfType, toGlobalId } from '../node/global-id.ts';
import { editorialTeam } from './article-author.ts';
import { htmlToText } from './html-text.ts';
import { byHandle } from './page-service.ts';
import { type ArticleRecord, findAllArticles, findAllBlogs } from './page-store.ts';

function sortArticles(
  articles: ArticleRecord[],
  sortKey: ArticleSortKeys | null | undefined,
  language: ContentLanguage,
) {
  if (sortKey === 'TITLE')
    return [...articles].sort((a, b) => a.title[language].localeCompare(b.title[language], language));
  if (sortKey === 'PUBLISHED_AT')
    return [...articles].sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
  return articles;
}

export const blogResolvers: Resolvers = {
  QueryRoot: {
    blog: async (_parent, args, context, info) => {
      const { handle, id } = args;
      const blogs = await findAllBlogs(context);
      const blog = id
        ? blogs.find((b) => b.id === idOfType(id, 'Blog'))
        : handle
          ? byHandle(blogs, operationLanguage(info), handle)
          : null;
      return blog ? blogView(blog) : null;
    },
    blogs: async (_parent, args, context) => connectionOf((await findAllBlogs(context)).map(blogView), args),
    article: async (_parent, args, context) => {
      const id = idOfType(args.id, 'Article');
      const record = id === null ? undefined : await context.loaders.article.load(id);
      return record ? articleView(record) : null;
    },
    articles: async (_parent, args, context, info) => {
      const articles = sortArticles(await findAllArticles(context), args.sortKey, operationLanguage(info));
      return connectionOf(articles.map(articleView), args);
    },
  },
  Blog: {
    id: (b) => toGlobalId('Blog', b.id),
    handle: (b, _a, _c, info) => localize(b.handle, operationLanguage(info)),
    title: (b, _a, _c, info) => localize(b.title, operationLanguage(info)),
    seo: (b, _a, _c, info) => ({ title: localize(b.title, operationLanguage(info)), description: null }),
    articleByHandle: async (b, args, context, info) => {
      const articles = (await findAllArticles(context)).filter((a) => a.blogId === b.id);
      const article = byHandle(articles, operationLanguage(info), args.handle);
      return article ? articleView(article) : null;
    },
    articles: async (b, args, context, info) => {
      const articles = (await findAllArticles(context)).filter((a) => a.blogId === b.id);
      return connectionOf(
        sortArticles(articles, args.sortKey, operationLanguage(info)).map(articleView),
        args,
      );
    },
  },
  Article: {
    id: (a) => toGlobalId('Article', a.id),
    authorV2: async (_a, _args, context, info) => editorialTeam(context, operationLanguage(info)),
    handle: (a, _a, _c, info) => localize(a.handle, operationLanguage(info)),
    title: (a, _a, _c, info) => localize(a.title, operationLanguage(info)),
    contentHtml: (a, _a, _c, info) => localize(a.body, operationLanguage(info)),
    content: (a, args, _c, info) =>
      truncate(htmlToText(localize(a.body, operationLanguage(info))), args.truncateAt),
    excerpt: (a, args, _c, info) => truncate(localize(a.summary, operationLanguage(info)), args.truncateAt),
    excerptHtml: (a, _a, _c, info) => `<p>${localize(a.summary, operationLanguage(info))}</p>`,
    publishedAt: (a) => new Date(a.publishedAt).toISOString(),
    seo: (a, _a, _c, info) => ({
      title: localize(a.title, operationLanguage(info)),
      description: localize(a.summary, operationLanguage(info)),
    }),
    tags: () => [],
    image: async (a, _a, context) =>
      a.imageId === null ? null : ((await context.loaders.image.load(a.imageId)) ?? null),
    blog: async (a, _a, context) => {
      const blog = (await findAllBlogs(context)).find((b) => b.id === a.blogId);
      if (!blog) throw new Error(`Article ${a.id} has no blog`);
      return blogView(blog);
    },
  },
};
