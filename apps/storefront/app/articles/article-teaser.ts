import type { ArticleTeaserFragment } from '@shop/storefront-api';

/** What an article's entry in a list shows (article index, "more articles", the coffee hub page). */
export type ArticleTeaser = {
  id: string;
  handle: string;
  title: string;
  excerpt: string;
  publishedAt: string;
  image: { url: string; altText: string | null } | null;
};

/** The one adapter from the API's `ArticleTeaser` fragment to a teaser. */
export function toArticleTeaser(article: ArticleTeaserFragment): ArticleTeaser {
  return {
    id: article.id,
    handle: article.handle,
    title: article.title,
    excerpt: article.excerpt ?? '',
    publishedAt: article.publishedAt,
    image: article.image ? { url: article.image.url, altText: article.image.altText } : null,
  };
}

export type ArticleSection = { handle: string; title: string; articles: ArticleTeaser[] };
