import { useLocation } from 'react-router';

/** On the cart page the cart button does nothing and the minicart never opens (spec section 2). */
export function useIsCartPage(): boolean {
  return /^\/[a-z]{2}\/cart\/?$/.test(useLocation().pathname);
}
