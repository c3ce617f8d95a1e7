import { data } from 'react-router';
import { predictiveSearch } from '../search/search.server.ts';
import { queryOf, searchQueryParams } from '../search/search-params.server.ts';
import type { Route } from './+types/api.predictive-search';

/**
 * `GET /api/predictive-search?q=&lang=`: the header search's live results. The access token stays
 * on the server; the answer is the same for every visitor, so browsers and caches may keep it.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = searchQueryParams.safeParse(queryOf(request));
  if (!params.success) {
    return data({ error: 'invalid query' }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
  }
  const results = await predictiveSearch(params.data.lang, params.data.q);
  return data(results, {
    headers: { 'Cache-Control': 'public, max-age=60, s-maxage=300, stale-while-revalidate=600' },
  });
}
