import { loadArticle } from '../articles/article.server.ts';
import { ArticleView } from '../articles/article-view.tsx';
import { keepAfterCartAction } from '../cart/after-cart-action.ts';
import { resolveLanguage } from '../i18n/languages.ts';
import type { Route } from './+types/article';

export const shouldRevalidate = keepAfterCartAction;

/** `/{lang}/a/{slug}`: one knowledge or tutorial article. */
export async function loader({ params }: Route.LoaderArgs) {
  return loadArticle(resolveLanguage(params.lang), params.slug);
}

export default function ArticleRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ArticleView
      article={loaderData.article}
      relatedProducts={loaderData.relatedProducts}
      moreArticles={loaderData.moreArticles}
    />
  );
}
