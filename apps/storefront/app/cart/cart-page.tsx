import { useMessages } from '../i18n/define-messages.ts';
import { useCart } from './cart-context.tsx';
import type { CartActionResult } from './cart-result.ts';
import type { CartView } from './cart-view.ts';
import { cartMessages } from './messages.ts';

type Props = { serverCart: CartView | null; serverResult: CartActionResult | null };

/** `/{lang}/cart`: lines, codes, gift cards, totals and the way to the checkout. */
export function CartPage({ serverCart }: Props) {
  const t = useMessages(cartMessages);
  const browser = useCart();
  const cart = browser?.loaded ? browser.cart : serverCart;
  return (
    <>
      <title>{t('cart.pageTitle')}</title>
      <meta name="robots" content="noindex" />
      <h1>{t('cart.pageTitle')}</h1>
      {cart && cart.lines.length > 0 ? (
        <ul data-testid="cart-lines">
          {cart.lines.map((line) => (
            <li key={line.id} data-testid="cart-line">
              {line.title} × {line.quantity}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('cart.empty')}</p>
      )}
    </>
  );
}
