import { ArticleByHandleDocument, ArticleHandleDocument } from '@shop/storefront-api';
import { storefrontQuery } from '../commerce/storefront.server.ts';
import { htmlToText, sanitizeHtml } from '../html/sanitize-html.server.ts';
import { type Language, languageKeys, languages } from '../i18n/languages.ts';
import type { AlternatePaths } from '../seo/alternate-paths.ts';
import { routeSeo } from '../seo/route-seo.ts';
import { loadArticleSections } from './article-index.server.ts';
import { articlePath } from './article-paths.ts';
import { toArticleTeaser } from './article-teaser.ts';
import { readingMinutes } from './reading-time.ts';
import { loadRelatedProducts } from './related-products.server.ts';

/** A page of the article sections that does not exist: 404 in the visitor's language (layout boundary). */
function notFound(): Response {
  return new Response(null, { status: 404 });
}

/** The article under its handle in each language, for hreflang and the language switcher. */
async function articleAlternates(id: string, language: Language, handle: string): Promise<AlternatePaths> {
  const entries = await Promise.all(
    languageKeys.map(async (key) => {
      if (key === language.key) return [key, articlePath(key, handle)] as const;
      const { article } = await storefrontQuery(ArticleHandleDocument, { id, language: languages[key].code });
      return [key, article ? articlePath(key, article.handle) : `/${key}/a`] as const;
    }),
  );
  return Object.fromEntries(entries) as AlternatePaths;
}

/** Everything an article page shows: the article, its section, related products and further reading. */
export async function loadArticle(language: Language, handle: string) {
  const { blogs } = await storefrontQuery(ArticleByHandleDocument, { handle, language: language.code });
  const blog = blogs.nodes.find((node) => node.articleByHandle);
  const article = blog?.articleByHandle;
  if (!blog || !article) throw notFound();
  const text = htmlToText(article.contentHtml);
  const [alternates, relatedProducts, sections] = await Promise.all([
    articleAlternates(article.id, language, article.handle),
    loadRelatedProducts(language, `${article.title} ${text}`),
    loadArticleSections(language),
  ]);
  const moreArticles = sections
    .flatMap((section) => section.articles)
    .filter((other) => other.id !== article.id)
    .slice(0, 3);
  return {
    article: {
      ...toArticleTeaser(article),
      html: sanitizeHtml(article.contentHtml),
      description: article.seo?.description || article.excerpt || text.slice(0, 155),
      readingMinutes: readingMinutes(text),
      section: { handle: blog.handle, title: blog.title },
    },
    relatedProducts,
    moreArticles,
    ...routeSeo({ alternates }),
  };
}
