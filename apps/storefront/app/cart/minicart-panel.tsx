import { Drawer } from '@mantine/core';
import { useMessages } from '../i18n/define-messages.ts';
import { cartMessages } from './messages.ts';
import { MinicartContent } from './minicart-content.tsx';

type Props = { opened: boolean; onClose: () => void };

/** Desktop minicart: a panel from the right. Loaded on demand by MinicartHost. */
export default function MinicartPanel({ opened, onClose }: Props) {
  const t = useMessages(cartMessages);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={t('cart.title')}
      closeButtonProps={{ 'aria-label': t('cart.close') }}
      data-testid="minicart-panel"
    >
      <MinicartContent onClose={onClose} />
    </Drawer>
  );
}
