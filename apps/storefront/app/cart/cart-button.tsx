import { useEffect, useState } from 'react';
import { useMessages } from '../i18n/define-messages.ts';
import { useLanguage } from '../i18n/use-language.ts';
import classes from './cart-button.module.css';
import { CartIcon } from './cart-icon.tsx';
import { cartMessages } from './messages.ts';
import { useShellState } from './shell-state.tsx';
import { useIsCartPage } from './use-cart-page.ts';
import { useCartQuantity } from './use-cart-quantity.ts';

/**
 * The header's cart icon with the totalQuantity badge. A plain link to the cart page without
 * JavaScript; with it, a click opens the minicart (desktop panel or mobile minicart, chosen by the
 * host) and does nothing on the cart page itself. Needs ShellStateProvider above it.
 */
export function CartButton() {
  const t = useMessages(cartMessages);
  const language = useLanguage();
  const quantity = useCartQuantity();
  const { isCartBusy, showMinicart } = useShellState();
  const onCartPage = useIsCartPage();
  // Marks the button as working (its click handler runs) once the script has hydrated it.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  return (
    <a
      href={`/${language.key}/cart`}
      className={classes.button}
      aria-label={t('cart.button', { count: quantity })}
      aria-busy={isCartBusy}
      data-testid="cart-button"
      data-enhanced={enhanced || undefined}
      onClick={(event) => {
        // Modified clicks (new tab) keep the link's own behaviour.
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        if (!onCartPage) showMinicart(true);
      }}
    >
      <CartIcon />
      <span className={classes.badge} data-testid="cart-badge" aria-hidden="true">
        {quantity}
      </span>
    </a>
  );
}
