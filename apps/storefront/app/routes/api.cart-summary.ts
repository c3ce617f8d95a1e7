import { CartQuantityDocument } from '@shop/storefront-api';
import { data } from 'react-router';
import { cartIdFromRequest } from '../cart/cart-cookie.server.ts';
import { storefrontQuery } from '../commerce/storefront.server.ts';
import { languageParams, queryOf } from '../search/search-params.server.ts';
import type { Route } from './+types/api.cart-summary';

// Per visitor: never stored by a browser or shared cache.
const privateHeaders = { 'Cache-Control': 'private, no-store' };

/**
 * `GET /api/cart-summary?lang=`: the header badge's number. Pages stay cacheable because they carry
 * nothing per visitor; the badge asks here from the browser (a fetcher, so it is refreshed after
 * every cart action).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const cartId = cartIdFromRequest(request);
  if (!cartId) return data({ totalQuantity: 0 }, { headers: privateHeaders });
  const { lang } = languageParams.parse(queryOf(request));
  try {
    const { cart } = await storefrontQuery(CartQuantityDocument, { cartId, language: lang.code });
    return data({ totalQuantity: cart?.totalQuantity ?? 0 }, { headers: privateHeaders });
  } catch {
    // A fetcher's error would replace the whole page with the error boundary; a badge of 0 is
    // the better answer while the commerce service is down (storefrontQuery logged the cause).
    return data({ totalQuantity: 0 }, { headers: privateHeaders });
  }
}

/** Fetchers read this route as `.data`; the header must hold there too. */
export function headers() {
  return privateHeaders;
}
