import { data } from 'react-router';
import { searchFeatured } from '../search/search.server.ts';
import { languageParams, queryOf } from '../search/search-params.server.ts';
import type { Route } from './+types/api.search-featured';

/** `GET /api/search-featured?lang=`: the fixed entries of the empty search, the same for everyone. */
export async function loader({ request }: Route.LoaderArgs) {
  const { lang } = languageParams.parse(queryOf(request));
  const featured = await searchFeatured(lang);
  return data(featured, {
    headers: { 'Cache-Control': 'public, max-age=300, s-maxage=900, stale-while-revalidate=3600' },
  });
}
