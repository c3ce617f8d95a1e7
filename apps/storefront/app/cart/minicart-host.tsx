import { useMediaQuery } from '@mantine/hooks';
import { Suspense, useEffect, useState } from 'react';
import { lazyWithPreload } from '../shell/lazy-with-preload.ts';
import { useShellState } from './shell-state.tsx';
import { useIsCartPage } from './use-cart-page.ts';

// Drawer code is fetched when the minicart is first wanted, never in the first load.
const MinicartDrawer = lazyWithPreload(() => import('./minicart-drawer.tsx')).Component;

/**
 * Opens the minicart whenever minicart.visible becomes true, except on the cart page (spec
 * section 4): the desktop panel from 62em, the mobile minicart below.
 */
export function MinicartHost() {
  const { minicart, showMinicart } = useShellState();
  const onCartPage = useIsCartPage();
  const desktop = useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false });
  const [requested, setRequested] = useState(false);
  const opened = minicart.visible && !onCartPage;
  useEffect(() => {
    if (opened) setRequested(true);
  }, [opened]);
  if (!requested) return null;
  const close = () => showMinicart(false);
  return (
    <Suspense fallback={null}>
      <MinicartDrawer opened={opened} onClose={close} layout={desktop ? 'desktop' : 'mobile'} />
    </Suspense>
  );
}
