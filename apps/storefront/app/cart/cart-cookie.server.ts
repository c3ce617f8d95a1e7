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
