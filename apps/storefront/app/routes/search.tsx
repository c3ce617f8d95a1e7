import { z } from 'zod';
import { resolveLanguage } from '../i18n/languages.ts';
import { predictiveSearch } from '../search/search.server.ts';
import { SearchPage } from '../search/search-page.tsx';
import type { Route } from './+types/search';

/** Result lists are not for search engines (route-seo.ts). */
export const handle = { noindex: true };

const pageQuery = z.string().trim().max(100).catch('');

/** `/{lang}/search?q=`: results for visitors without JavaScript (the header field's form target). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const query = pageQuery.parse(new URL(request.url).searchParams.get('q') ?? '');
  if (!query) return { query, results: null };
  return { query, results: await predictiveSearch(resolveLanguage(params.lang), query, 10) };
}

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchPage query={loaderData.query} results={loaderData.results} />;
}
