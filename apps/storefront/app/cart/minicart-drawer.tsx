import { Drawer } from '@mantine/core';
import { useMessages } from '../i18n/define-messages.ts';
import { cartMessages } from './messages.ts';
import { MinicartContent } from './minicart-content.tsx';

// Desktop: a panel from the right; mobile: a sheet from the bottom over the whole width.
const placements = {
  desktop: { position: 'right', size: 'md', testId: 'minicart-panel' },
  mobile: { position: 'bottom', size: 'auto', testId: 'mobile-minicart' },
} as const;

type Props = { opened: boolean; onClose: () => void; layout: keyof typeof placements };

/** The minicart in a Drawer. Loaded on demand by MinicartHost. */
export default function MinicartDrawer({ opened, onClose, layout }: Props) {
  const t = useMessages(cartMessages);
  const placement = placements[layout];
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position={placement.position}
      size={placement.size}
      title={t('cart.title')}
      closeButtonProps={{ 'aria-label': t('cart.close') }}
      data-testid={placement.testId}
    >
      <MinicartContent onClose={onClose} />
    </Drawer>
  );
}
