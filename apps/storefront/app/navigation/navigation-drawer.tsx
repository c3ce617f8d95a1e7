import { Drawer } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useMessages } from '../i18n/define-messages.ts';
import { DrawerItems } from './drawer-items.tsx';
import type { MenuLink } from './menu-item.ts';
import { navigationMessages } from './messages.ts';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';

type Props = { menu: MenuLink[]; opened: boolean; onClose: () => void };

/** Loaded on demand by the menu button; Mantine's Drawer traps focus and closes on Escape. */
export default function NavigationDrawer({ menu, opened, onClose }: Props) {
  const t = useMessages(navigationMessages);
  const { pathname } = useLocation();
  const first = useRef(pathname);
  // A followed link closes the drawer.
  useEffect(() => {
    if (pathname !== first.current) {
      first.current = pathname;
      onClose();
    }
  }, [pathname, onClose]);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('menuTitle')}
      size="min(100vw, 24rem)"
      returnFocus={false}
      closeButtonProps={{ 'aria-label': t('closeMenu') }}
    >
      <nav aria-label={t('mainNavigation')}>
        <DrawerItems items={menu} level={1} />
      </nav>
    </Drawer>
  );
}
