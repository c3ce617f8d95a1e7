import { z } from 'zod';

/** Spec section 7: the browser keeps the cart id in this cookie. */
export const cartCookieName = 'storefront_cart_id';

const cartId = z.string().startsWith('gid://shopify/Cart/').max(500);

/**
 * The cart id from the request's cookies, or null (the spec's placeholder null cart id). The value
 * is the cart's global id, URI-encoded as cookie values must be.
 */
export function cartIdFromRequest(request: Request): string | null {
  const header = request.headers.get('Cookie') ?? '';
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== cartCookieName) continue;
    try {
      const parsed = cartId.safeParse(decodeURIComponent(value.join('=')));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * How long the browser keeps the cart id: as long as a cart lives on the platform after its last
 * change (10 days, decision 0039). Every change of the cart sets the cookie again, so the two run out
 * together.
 */
export const cartLifetimeSeconds = 10 * 24 * 60 * 60;

/** Secure wherever the shop runs as in production; plain http only for development and tests. */
const secure = process.env.NODE_ENV === 'production';

function cookie(value: string, maxAge: number): string {
  const attributes = [
    `${cartCookieName}=${value}`,
    'Path=/',
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

/** The Set-Cookie value that stores (or refreshes) the cart id. */
export function cartCookie(cartId: string): string {
  return cookie(encodeURIComponent(cartId), cartLifetimeSeconds);
}

/** The Set-Cookie value that forgets a cart that no longer exists (ordered or expired). */
export function clearedCartCookie(): string {
  return cookie('', 0);
}
