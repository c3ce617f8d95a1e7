import { data, type ShouldRevalidateFunctionArgs } from 'react-router';
import { handleCartAction } from '../cart/cart-action.server.ts';
import { loadCart } from '../cart/cart-api.server.ts';
import { cartIdFromRequest } from '../cart/cart-cookie.server.ts';
import { CartPage } from '../cart/cart-page.tsx';
import { unreachableResult } from '../cart/cart-result.ts';
import { reportAnswer } from '../cart/change-reports.ts';
import { resolveLanguage } from '../i18n/languages.ts';
import type { Route } from './+types/cart';

// Per visitor: never stored by a browser or shared cache, never indexed; the answer depends on the
// cart cookie, and says so to any cache in between.
const privateHeaders = { 'Cache-Control': 'private, no-store', Vary: 'Cookie', 'X-Robots-Tag': 'noindex' };

/** Never in search engines (route-seo.ts); the answer says so too (X-Robots-Tag). */
export const handle = { noindex: true };

/** `/{lang}/cart`: the cart page. The placeholder null cart (no cookie) shows the empty state. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const cartId = cartIdFromRequest(request);
  if (!cartId) return data({ cart: null }, { headers: privateHeaders });
  try {
    const cart = await loadCart(cartId, resolveLanguage(params.lang));
    // A cart that is gone (ordered, expired) shows as the empty cart. Its cookie is not cleared here:
    // a read's answer can arrive after an add set a new cart's cookie (api.cart-summary.ts).
    return data({ cart }, { headers: privateHeaders });
  } catch {
    throw data({ reason: 'commerce-unavailable' }, { status: 503, headers: { 'Retry-After': '10' } });
  }
}

/** The one cart action: add, change, remove lines, discount codes and gift cards. */
export async function action({ request, params }: Route.ActionArgs) {
  return handleCartAction(request, resolveLanguage(params.lang));
}

/**
 * In the browser: reports the confirmed change to analytics, and keeps the page when the shop cannot be
 * reached (offline, connection dropped) instead of turning it into an error page.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const form = await request.clone().formData();
  try {
    const result = await serverAction();
    reportAnswer(form, result);
    return result;
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return unreachableResult(form);
  }
}

/** An error answer (the 503's `Retry-After`) is per visitor too. */
export function headers({ errorHeaders }: Route.HeadersArgs) {
  const headers = new Headers(privateHeaders);
  for (const [name, value] of errorHeaders ?? []) headers.set(name, value);
  return headers;
}

/**
 * The page renders the browser's cart (loaded with the summary and revalidated after each change),
 * so a change in the background needs no second load of this page.
 */
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formAction && /^\/[a-z]{2}\/cart\/?$/.test(formAction)) return false;
  return defaultShouldRevalidate;
}

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  return <CartPage serverCart={actionData?.cart ?? loaderData.cart} serverResult={actionData ?? null} />;
}
