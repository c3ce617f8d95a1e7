import { data } from 'react-router';
import { loadProductStock } from '../product/product-stock.server.ts';
import { queryOf } from '../search/search-params.server.ts';
import type { Route } from './+types/api.product-stock';

// Stock changes with every order: never stored, so the label it feeds is as fresh as the request.
const freshHeaders = { 'Cache-Control': 'no-store' };

/**
 * `GET /api/product-stock?id=<product gid>&lang=`: the variants' availability, which a product page
 * served from the page cache asks for after it loads (issue 15: the stock label stays true).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const answer = await loadProductStock(queryOf(request));
  const statuses = { 'invalid-id': 400, 'not-found': 404, unavailable: 503 } as const;
  const status = 'error' in answer ? statuses[answer.error] : 200;
  return data(answer, { status, headers: freshHeaders });
}

/** Fetchers read this route as `.data`; the header must hold there too. */
export function headers() {
  return freshHeaders;
}
