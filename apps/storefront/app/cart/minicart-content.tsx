import { Button, Stack, Text } from '@mantine/core';
import { useMessages } from '../i18n/define-messages.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { cartMessages } from './messages.ts';
import { useCartQuantity } from './use-cart-quantity.ts';
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

/** What the minicart shows for now: the item count and the way to the cart (lines come later). */
export function MinicartContent({ onClose }: { onClose: () => void }) {
  const t = useMessages(cartMessages);
  const language = useLanguage();
  const quantity = useCartQuantity();
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
