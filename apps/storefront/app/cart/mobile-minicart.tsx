import { Drawer } from '@mantine/core';
import { useMessages } from '../i18n/define-messages.ts';
import { cartMessages } from './messages.ts';
import { MinicartContent } from './minicart-content.tsx';

type Props = { opened: boolean; onClose: () => void };

/** Mobile minicart: a sheet from the bottom over the whole width. Loaded on demand by MinicartHost. */
export default function MobileMinicart({ opened, onClose }: Props) {
  const t = useMessages(cartMessages);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      size="auto"
      title={t('cart.title')}
      closeButtonProps={{ 'aria-label': t('cart.close') }}
      data-testid="mobile-minicart"
    >
      <MinicartContent onClose={onClose} />
    </Drawer>
  );
}
