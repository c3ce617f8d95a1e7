import { keepAfterCartAction } from '../cart/after-cart-action.ts';
import { loadContentPage } from '../content/content-page.server.ts';
import { ContentPageView } from '../content/content-page-view.tsx';
import { resolveLanguage } from '../i18n/languages.ts';
import type { Route } from './+types/content-page';

export const shouldRevalidate = keepAfterCartAction;

/** `/{lang}/e/{slug}`: the content pages of spec section 2 (shipping, privacy, about us, …). */
export async function loader({ params }: Route.LoaderArgs) {
  return loadContentPage(resolveLanguage(params.lang), params.slug);
}

export default function ContentPageRoute({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData.page} articles={loaderData.articles} />;
}
