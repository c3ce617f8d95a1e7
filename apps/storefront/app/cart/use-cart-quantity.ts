import { useRouteLoaderData } from 'react-router';
import { useCart } from './cart-context.tsx';

/**
 * The badge's number: the cart's totalQuantity with the visitor's unanswered changes, or, before the
 * browser has loaded the cart (and without JavaScript), what the server rendered (0 on cached pages,
 * which only visitors without a cart get).
 */
export function useCartQuantity(): number {
  const cart = useCart();
  const layout = useRouteLoaderData<{ cartQuantity?: number | null }>('routes/language-layout');
  return cart?.totalQuantity ?? layout?.cartQuantity ?? 0;
}
