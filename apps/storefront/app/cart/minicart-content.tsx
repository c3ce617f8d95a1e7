import { Button, Stack, Text } from '@mantine/core';
import { useMessages } from '../i18n/define-messages.ts';
import { formatMoney } from '../i18n/format-money.ts';
import { useLanguage } from '../i18n/use-language.ts';
import classes from './cart.module.css';
import { pushCartViewEvent } from './cart-analytics.ts';
import { useCart } from './cart-context.tsx';
import { CartLineItem } from './cart-line-item.tsx';
import { noticesFor } from './cart-notices.tsx';
import { FreeShippingProgress } from './cart-totals.tsx';
import { cartPageMessages } from './page-messages.ts';
// Styles of the on-demand minicart chunks (panel and mobile), not of the first load.
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';

/** The minicart: lines with stepper and remove, subtotal, free-shipping progress, cart and checkout. */
export function MinicartContent({ onClose }: { onClose: () => void }) {
  const t = useMessages(cartPageMessages);
  const language = useLanguage();
  const state = useCart();
  const cart = state?.cart ?? null;
  const quantity = state?.totalQuantity ?? 0;
  if (!cart || cart.lines.length === 0) {
    return (
      <Stack gap="md" data-testid="minicart-content">
        <Text>{quantity === 0 ? t('cart.empty') : t('cart.count', { count: quantity })}</Text>
        <Button component="a" href={`/${language.key}/cart`} fullWidth>
          {t('cart.toCart')}
        </Button>
        <Button variant="default" onClick={onClose} fullWidth>
          {t('cart.continue')}
        </Button>
      </Stack>
    );
  }
  const subtotal = formatMoney(
    { amount: cart.subtotalCents / 100, currencyCode: cart.currencyCode },
    language.locale,
  );
  return (
    <Stack gap="md" data-testid="minicart-content" aria-busy={state?.busy}>
      <Text size="sm">{t('cart.count', { count: quantity })}</Text>
      <ul className={classes.lines} aria-label={t('cart.lines')}>
        {cart.lines.map((line) => (
          <CartLineItem
            key={line.merchandiseId}
            line={line}
            currencyCode={cart.currencyCode}
            notices={noticesFor(state?.result ?? null, [line.id, line.merchandiseId])}
          />
        ))}
      </ul>
      <div className={classes.minicartSubtotal}>
        <span>{t('cart.subtotal')}</span>
        <span data-testid="minicart-subtotal">{subtotal}</span>
      </div>
      <FreeShippingProgress cart={cart} />
      <Button
        component="a"
        href={`/${language.key}/cart`}
        variant="default"
        fullWidth
        data-testid="minicart-to-cart"
      >
        {t('cart.toCart')}
      </Button>
      {cart.checkoutUrl ? (
        <Button
          component="a"
          href={cart.checkoutUrl}
          fullWidth
          data-testid="minicart-checkout"
          onClick={() => pushCartViewEvent('begin_checkout', cart)}
        >
          {t('cart.toCheckout')}
        </Button>
      ) : null}
    </Stack>
  );
}
