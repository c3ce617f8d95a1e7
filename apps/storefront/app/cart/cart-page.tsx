import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useMessages } from '../i18n/define-messages.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { PageTitle } from '../seo/page-title.tsx';
import classes from './cart.module.css';
import { pushCartViewEvent } from './cart-analytics.ts';
import { CartCodes } from './cart-codes.tsx';
import { useCart } from './cart-context.tsx';
import { CartLineItem } from './cart-line-item.tsx';
import { CartNotices, noticesFor } from './cart-notices.tsx';
import type { CartActionResult } from './cart-result.ts';
import { CartTotals, FreeShippingProgress } from './cart-totals.tsx';
import type { CartView } from './cart-view.ts';
import { cartPageMessages } from './page-messages.ts';

type Props = { serverCart: CartView | null; serverResult: CartActionResult | null };

/**
 * `/{lang}/cart`: lines with their discounts, codes, gift cards, totals with the shipping rule and the
 * way to the checkout. Rendered from the server's cart, then from the browser's (with the visitor's
 * unanswered changes), the same cart the badge and minicart show.
 */
export function CartPage({ serverCart, serverResult }: Props) {
  const t = useMessages(cartPageMessages);
  const language = useLanguage();
  const browser = useCart();
  const cart = browser?.loaded ? browser.cart : serverCart;
  const result = browser?.result ?? serverResult;
  useViewCartEvent(browser?.loaded ? browser.cart : null, browser?.loaded ?? false);
  const cartNotices = noticesFor(result, ['cart']);
  return (
    <div className={classes.page}>
      <PageTitle title={t('cart.pageTitle')} description={t('cart.pageDescription')} />
      <h1>{t('cart.pageTitle')}</h1>
      <p className={classes.visuallyHidden} aria-live="polite">
        {browser?.busy ? t('cart.busy') : ''}
      </p>
      <CartNotices notices={cartNotices} />
      {!cart || cart.lines.length === 0 ? (
        <div className={classes.empty} data-testid="cart-empty">
          <p>{t('cart.empty')}</p>
          <p className={classes.muted}>{t('cart.emptyHint')}</p>
          <p className={classes.emptyLinks}>
            <Link to={`/${language.key}`} className={classes.primaryButton}>
              {t('cart.toHome')}
            </Link>
            <Link to={`/${language.key}/search`} className={classes.secondaryButton}>
              {t('cart.toSearch')}
            </Link>
          </p>
        </div>
      ) : (
        <div className={classes.layout} aria-busy={browser?.busy || undefined}>
          <section aria-label={t('cart.lines')}>
            <ul className={classes.lines} data-testid="cart-lines">
              {cart.lines.map((line) => (
                <CartLineItem
                  key={line.merchandiseId}
                  line={line}
                  currencyCode={cart.currencyCode}
                  notices={noticesFor(result, [line.id, line.merchandiseId])}
                  detailed
                />
              ))}
            </ul>
          </section>
          <section className={classes.summary} aria-labelledby="cart-summary">
            <h2 id="cart-summary">{t('cart.summary')}</h2>
            <FreeShippingProgress cart={cart} />
            <CartTotals cart={cart} />
            <CartCodes cart={cart} result={result} />
            {cart.checkoutUrl ? (
              <a
                href={cart.checkoutUrl}
                className={`${classes.primaryButton} ${classes.checkout}`}
                data-testid="cart-checkout"
                onClick={() => pushCartViewEvent('begin_checkout', cart)}
              >
                {t('cart.toCheckout')}
              </a>
            ) : null}
          </section>
        </div>
      )}
    </div>
  );
}

/** view_cart once per visit of the page, when the browser knows the cart (not again after each change). */
function useViewCartEvent(cart: CartView | null, loaded: boolean) {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !loaded) return;
    sent.current = true;
    if (cart && cart.lines.length > 0) pushCartViewEvent('view_cart', cart);
  }, [cart, loaded]);
}
