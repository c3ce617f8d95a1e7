import { redirect } from 'react-router';
import { loadCart } from '../cart/cart-api.server.ts';
import { cartIdFromRequest, clearedCartCookie } from '../cart/cart-cookie.server.ts';
import { isLanguageKey, type Language, resolveLanguage } from '../i18n/languages.ts';
import type { Route } from './+types/cart-ordered';

/**
 * `GET /{lang}/cart/ordered`: the checkout's "back to the shop" link after an order. Forgets the cart
 * cookie when the cart it names is gone, then sends the visitor to the home page.
 *
 * Without this the browser keeps the spent cart's id until its next cart action, and each of its page
 * requests bypasses the page caches (a cart cookie makes the page the visitor's own). Ordinary reads
 * cannot forget it: their answer can arrive after an add has set a new cart's cookie. This is a
 * navigation the visitor makes from the checkout's confirmation page, on the commerce origin, where no
 * cart request of the shop is under way. It checks the cart itself, so a link followed with a live
 * cart (an old confirmation page, another tab) changes nothing.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  if (!isLanguageKey(params.lang)) throw new Response(null, { status: 404 });
  const home = `/${params.lang}`;
  const headers = new Headers({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' });
  const cartId = cartIdFromRequest(request);
  if (cartId && (await cartIsGone(cartId, resolveLanguage(params.lang))))
    headers.set('Set-Cookie', clearedCartCookie());
  return redirect(home, { status: 303, headers });
}

async function cartIsGone(cartId: string, language: Language): Promise<boolean> {
  try {
    return (await loadCart(cartId, language)) === null;
  } catch {
    // The commerce service did not answer: keep the cookie; the next cart action settles it.
    return false;
  }
}
