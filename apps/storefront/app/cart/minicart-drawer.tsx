import { Drawer } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMessages } from '../i18n/define-messages.ts';
import { MinicartContent } from './minicart-content.tsx';
import { cartPageMessages } from './page-messages.ts';
import { useShellState } from './shell-state.tsx';

// Desktop: a panel from the right; mobile: a sheet from the bottom over the whole width.
const placements = {
  desktop: { position: 'right', size: 'md', testId: 'minicart-panel' },
  mobile: { position: 'bottom', size: 'auto', testId: 'mobile-minicart' },
} as const;

/** How long the minicart opened by an add stays before it closes by itself. */
export const minicartAutoCloseMs = 5000;

type Props = { opened: boolean; onClose: () => void; layout: keyof typeof placements };

/**
 * The minicart in a Drawer. Loaded on demand by MinicartHost. Opened by the cart button it is a
 * dialog (overlay, focus kept inside); opened by an add (minicart.timerRunning) it shows what was
 * added without taking the focus or the page, and closes after a few seconds unless the pointer or
 * the focus is in it.
 */
export default function MinicartDrawer({ opened, onClose, layout }: Props) {
  const t = useMessages(cartPageMessages);
  const { minicart, setMinicartTimerRunning } = useShellState();
  const placement = placements[layout];
  // How it was opened decides its kind until it closes (holding it open does not turn it into a dialog).
  const [peek, setPeek] = useState(minicart.timerRunning);
  const timerRunning = useRef(minicart.timerRunning);
  timerRunning.current = minicart.timerRunning;
  useEffect(() => {
    if (opened) setPeek(timerRunning.current);
  }, [opened]);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!opened || !minicart.timerRunning) return;
    const timer = setTimeout(() => close.current(), minicartAutoCloseMs);
    return () => clearTimeout(timer);
  }, [opened, minicart.timerRunning]);
  // The pointer or the focus in the minicart keeps it open (listeners, as the box itself is no control).
  const hold = useRef(() => {});
  hold.current = () => {
    if (timerRunning.current) setMinicartTimerRunning(false);
  };
  const holder = useCallback((box: HTMLDivElement | null) => {
    if (!box) return;
    const onEnter = () => hold.current();
    // A moving or pressing pointer, not one the sheet merely appeared under.
    const events = ['pointermove', 'pointerdown', 'focusin'] as const;
    for (const name of events) box.addEventListener(name, onEnter);
    return () => {
      for (const name of events) box.removeEventListener(name, onEnter);
    };
  }, []);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position={placement.position}
      size={placement.size}
      title={t('cart.title')}
      closeButtonProps={{ 'aria-label': t('cart.close') }}
      withOverlay={!peek}
      trapFocus={!peek}
      lockScroll={!peek}
      returnFocus={!peek}
      data-testid={placement.testId}
      data-auto-close={peek || undefined}
    >
      <div ref={holder}>
        <MinicartContent onClose={onClose} />
      </div>
    </Drawer>
  );
}
