import { z } from 'zod';
import { keepAfterCartAction } from '../cart/after-cart-action.ts';
import { resolveLanguage } from '../i18n/languages.ts';
import { SearchPage } from '../search/search-page.tsx';
import { loadSearchResults } from '../search/search-results.server.ts';
import type { Route } from './+types/search';

export const shouldRevalidate = keepAfterCartAction;

/** Result lists are not for search engines (route-seo.ts). */
export const handle = { noindex: true };

const pageQuery = z.string().trim().max(100).catch('');

/** `/{lang}/search?q=`: the search results page (the header field's Enter and "show all results"). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = pageQuery.parse(url.searchParams.get('q') ?? '');
  if (!query) return { query, results: null };
  return { query, results: await loadSearchResults(resolveLanguage(params.lang), query, url.searchParams) };
}

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchPage query={loaderData.query} results={loaderData.results} />;
}
