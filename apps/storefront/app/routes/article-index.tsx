import { loadArticleSections } from '../articles/article-index.server.ts';
import { ArticleIndexView } from '../articles/article-index-view.tsx';
import { keepAfterCartAction } from '../cart/after-cart-action.ts';
import { resolveLanguage } from '../i18n/languages.ts';
import type { Route } from './+types/article-index';

export const shouldRevalidate = keepAfterCartAction;

/** `/{lang}/a`: the knowledge and tutorial sections with their articles. */
export async function loader({ params }: Route.LoaderArgs) {
  return { sections: await loadArticleSections(resolveLanguage(params.lang)) };
}

export default function ArticleIndexRoute({ loaderData }: Route.ComponentProps) {
  return <ArticleIndexView sections={loaderData.sections} />;
}
