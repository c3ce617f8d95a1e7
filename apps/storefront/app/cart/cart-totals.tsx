import { useMessages } from '../i18n/define-messages.ts';
import { formatMoney } from '../i18n/format-money.ts';
import { useLanguage } from '../i18n/use-language.ts';
import classes from './cart.module.css';
import { CartForm } from './cart-form.tsx';
import type { CartView } from './cart-view.ts';
import { cartPageMessages } from './page-messages.ts';

/** Why this shipping fee: the visitor is told which rule applies (decision 0017). */
export function useShippingReason(cart: CartView): string {
  const t = useMessages(cartPageMessages);
  return t(`cart.shipping.${cart.shipping.method}`);
}

/** Subtotal, discounts, shipping with its reason, gift cards and the total of the cart page. */
export function CartTotals({ cart }: { cart: CartView }) {
  const t = useMessages(cartPageMessages);
  const language = useLanguage();
  const money = (cents: number) =>
    formatMoney({ amount: cents / 100, currencyCode: cart.currencyCode }, language.locale);
  const reason = useShippingReason(cart);
  return (
    <dl className={classes.totals} data-testid="cart-totals">
      <dt>{t('cart.subtotal')}</dt>
      <dd data-testid="cart-subtotal">{money(cart.subtotalCents)}</dd>
      {cart.cartDiscounts.map((discount) => (
        <Row key={discount.code ?? 'discount'} testId="cart-discount">
          <dt>{discount.code ? t('cart.discountCode', { code: discount.code }) : t('cart.discount')}</dt>
          <dd>−{money(discount.amountCents)}</dd>
        </Row>
      ))}
      <dt>
        {t('cart.shipping')}
        <span className={classes.shippingReason} data-testid="cart-shipping-reason">
          {reason}
        </span>
      </dt>
      <dd data-testid="cart-shipping">
        {cart.shipping.feeCents === 0 ? t('cart.shippingFree') : money(cart.shipping.feeCents)}
      </dd>
      {cart.giftCards.map((card) => (
        <Row key={card.id} testId="cart-gift-card">
          <dt>
            {t('cart.giftCard', { last: card.lastCharacters })}
            <CartForm
              action="GiftCardCodesRemove"
              inputs={{ appliedGiftCardId: card.id }}
              className={classes.inlineForm}
            >
              <button
                type="submit"
                className={classes.linkButton}
                aria-label={t('cart.removeGiftCard', { last: card.lastCharacters })}
                data-testid="cart-gift-card-remove"
              >
                {t('cart.remove')}
              </button>
            </CartForm>
          </dt>
          <dd>−{money(card.amountUsedCents)}</dd>
        </Row>
      ))}
      <dt className={classes.total}>
        {t('cart.total')} <span className={classes.muted}>{t('cart.vat')}</span>
      </dt>
      <dd className={classes.total} data-testid="cart-total">
        {money(cart.totalCents)}
      </dd>
    </dl>
  );
}

/** A dt/dd pair kept together (a div is allowed inside dl). */
function Row({ children, testId }: { children: React.ReactNode; testId: string }) {
  return (
    <div className={classes.row} data-testid={testId}>
      {children}
    </div>
  );
}

/** "Noch 12,10 € bis zur versandkostenfreien Lieferung", with a bar; only where standard shipping applies. */
export function FreeShippingProgress({ cart }: { cart: CartView }) {
  const t = useMessages(cartPageMessages);
  const language = useLanguage();
  const missing = cart.shipping.missingForFreeCents;
  if (missing === null) return null;
  const threshold = cart.shipping.basisCents + missing;
  const percent =
    threshold > 0 ? Math.min(100, Math.round((cart.shipping.basisCents / threshold) * 100)) : 100;
  const text =
    missing === 0
      ? t('cart.freeShippingReached')
      : t('cart.freeShippingMissing', {
          amount: formatMoney({ amount: missing / 100, currencyCode: cart.currencyCode }, language.locale),
        });
  return (
    <div className={classes.progress} data-testid="free-shipping-progress">
      <p>{text}</p>
      <div className={classes.bar} aria-hidden="true">
        <div style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
