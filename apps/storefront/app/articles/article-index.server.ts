import { ArticleIndexDocument } from '@shop/storefront-api';
import { storefrontQuery } from '../commerce/storefront.server.ts';
import type { Language } from '../i18n/languages.ts';
import { type ArticleSection, toArticleTeaser } from './article-teaser.ts';

/** The article sections of a language (one per blog: knowledge, tutorials), each newest first. */
export async function loadArticleSections(language: Language): Promise<ArticleSection[]> {
  const { blogs } = await storefrontQuery(ArticleIndexDocument, { language: language.code });
  return blogs.nodes
    .map((blog) => ({
      handle: blog.handle,
      title: blog.title,
      articles: blog.articles.nodes.map(toArticleTeaser),
    }))
    .filter((section) => section.articles.length > 0);
}
