import { data } from 'react-router';
import { loadCart } from '../cart/cart-api.server.ts';
import { cartIdFromRequest } from '../cart/cart-cookie.server.ts';
import type { CartSummary } from '../cart/cart-summary.ts';
import { languageParams, queryOf } from '../search/search-params.server.ts';

// Per visitor: never stored by a browser or shared cache; the answer depends on the cart cookie.
const privateHeaders = { 'Cache-Control': 'private, no-store', Vary: 'Cookie' };

/**
 * `GET /api/cart-summary?lang=`: the visitor's cart (badge, minicart, cart page). Pages stay cacheable
 * because they carry nothing per visitor; the browser asks here (a fetcher, so React Router loads it
 * again after every cart action).
 */
export async function loader({ request }: { request: Request }) {
  const cartId = cartIdFromRequest(request);
  const empty: CartSummary = { totalQuantity: 0, cart: null };
  if (!cartId) return data(empty, { headers: privateHeaders });
  const { lang } = languageParams.parse(queryOf(request));
  try {
    const cart = await loadCart(cartId, lang);
    // A cart that was ordered or has expired reads as empty; its cookie is left alone. A read never
    // clears it: its answer can arrive after an add has set the cookie of a new cart, and would
    // forget that one. The next cart action replaces or clears it (cart-action.server.ts).
    if (!cart) return data(empty, { headers: privateHeaders });
    return data<CartSummary>({ totalQuantity: cart.totalQuantity, cart }, { headers: privateHeaders });
  } catch {
    // A fetcher's error would replace the whole page with the error boundary; an empty badge is
    // the better answer while the commerce service is down (the cause is logged).
    return data(empty, { headers: privateHeaders });
  }
}

/** Fetchers read this route as `.data`; the header must hold there too. */
export function headers() {
  return privateHeaders;
}
