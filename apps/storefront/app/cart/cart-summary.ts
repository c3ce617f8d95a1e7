import type { CartView } from './cart-view.ts';

/** What `GET /api/cart-summary` answers: the visitor's cart for badge, minicart and cart page. */
export type CartSummary = { totalQuantity: number; cart: CartView | null };
