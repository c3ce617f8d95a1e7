import { CartQuantityDocument } from '@shop/storefront-api';
import { storefrontMutate } from '../commerce/storefront.server.ts';
import type { Language } from '../i18n/languages.ts';
import { cartIdFromRequest } from './cart-cookie.server.ts';

/**
 * The badge's number rendered on the server, for visitors without JavaScript: null without a cart
 * cookie (such pages are the cacheable anonymous ones), else the cart's totalQuantity (0 when the cart
 * is gone or the commerce service does not answer; the page must not fail for the badge).
 */
export async function cartQuantityOf(request: Request, language: Language): Promise<number | null> {
  const cartId = cartIdFromRequest(request);
  if (!cartId) return null;
  try {
    const { cart } = await storefrontMutate(CartQuantityDocument, { cartId, language: language.code });
    return cart?.totalQuantity ?? 0;
  } catch {
    return 0;
  }
}
