import { useRouteLoaderData } from 'react-router';
import type { CartSummary } from './cart-summary.ts';
import type { CartView } from './cart-view.ts';

/** The cart page's loader data (routes/cart.tsx), as far as the browser's cart reads it. */
type CartPageData = { cart?: CartView | null };

/**
 * The cart the visitor's unanswered changes are drawn on, and whether the browser knows it: the
 * summary once loaded; before that, on the cart page, the cart the page was rendered with. The
 * page's stepper posts absolute quantities read from the line shown, so a click before the summary
 * arrived has to count from that line: drawn on nothing, the line kept the server's quantity, every
 * click sent the same number and a minus removed the line (seen in the cluster e2e run). Elsewhere
 * nothing is known before the summary but the layout's count.
 */
export function useCartBase(summary: CartSummary | undefined): { cart: CartView | null; known: boolean } {
  const page = useRouteLoaderData<CartPageData>('routes/cart');
  if (summary) return { cart: summary.cart, known: true };
  if (page?.cart !== undefined) return { cart: page.cart, known: true };
  return { cart: null, known: false };
}
