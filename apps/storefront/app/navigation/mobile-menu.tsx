import { Suspense, useRef, useState } from 'react';
import { useMessages } from '../i18n/define-messages.ts';
import { lazyWithPreload } from '../shell/lazy-with-preload.ts';
import type { MenuLink } from './menu-item.ts';
import { navigationMessages } from './messages.ts';
import classes from './navigation.module.css';

const drawer = lazyWithPreload(() => import('./navigation-drawer.tsx'));

/** Small screens: a menu button that opens the navigation drawer, loaded on demand. */
export function MobileMenu({ menu }: { menu: MenuLink[] }) {
  const t = useMessages(navigationMessages);
  const [mounted, setMounted] = useState(false);
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpened(false);
    button.current?.focus();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className={classes.menuButton}
        aria-label={t('openMenu')}
        aria-haspopup="dialog"
        aria-expanded={opened}
        onPointerEnter={drawer.preload}
        onFocus={drawer.preload}
        onClick={() => {
          setMounted(true);
          setOpened(true);
        }}
      >
        <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <drawer.Component menu={menu} opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
