import { ContentPageDocument } from '@shop/storefront-api';
import { redirect } from 'react-router';
import { loadArticleSections } from '../articles/article-index.server.ts';
import type { ArticleTeaser } from '../articles/article-teaser.ts';
import { storefrontQuery } from '../commerce/storefront.server.ts';
import { htmlToText, sanitizeHtml } from '../html/sanitize-html.server.ts';
import type { Language } from '../i18n/languages.ts';
import { routeSeo } from '../seo/route-seo.ts';
import { contentPageAlternates, contentPageForSlug, contentPagePath } from './content-pages.ts';

/** The coffee hub page (the German menu's "Blog") leads on to the articles. */
async function hubArticles(language: Language): Promise<ArticleTeaser[]> {
  try {
    return (await loadArticleSections(language)).flatMap((section) => section.articles).slice(0, 6);
  } catch {
    return [];
  }
}

/**
 * A content page of spec section 2 in the visitor's language. An unknown slug answers 404 (in the
 * visitor's language, through the layout's boundary); another language's slug of a page
 * (/en/e/datenschutz) moves permanently to the page's slug in this language.
 */
export async function loadContentPage(language: Language, slug: string) {
  const found = contentPageForSlug(language.key, slug);
  if (!found) throw new Response(null, { status: 404 });
  if (found.moved) throw redirect(contentPagePath(found.page, language.key), 301);
  const [{ page }, articles] = await Promise.all([
    storefrontQuery(ContentPageDocument, { handle: slug, language: language.code }),
    found.page === 'coffee-hub' ? hubArticles(language) : Promise.resolve([]),
  ]);
  if (!page) throw new Response(null, { status: 404 });
  return {
    page: {
      key: found.page,
      title: page.title,
      html: sanitizeHtml(page.body),
      description: page.seo?.description || page.bodySummary || htmlToText(page.body).slice(0, 155),
      updatedAt: page.updatedAt,
    },
    articles,
    ...routeSeo({ alternates: contentPageAlternates(found.page) }),
  };
}
