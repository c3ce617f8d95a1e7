import { useEffect, useId, useRef } from 'react';
import { useLocation } from 'react-router';
import { useMessages } from '../i18n/define-messages.ts';
import { KeptMarkup } from '../shell/kept-markup.tsx';
import classes from './drawer.module.css';
import { DrawerItems } from './drawer-items.tsx';
import type { MenuLink } from './menu-item.ts';
import { navigationMessages } from './messages.ts';
import navClasses from './navigation.module.css';
import { usePageScrollLock } from './use-page-scroll-lock.ts';
import { usePopoverDialog } from './use-popover-dialog.ts';

/**
 * Small screens: a menu button and the navigation drawer, both in the server HTML. The drawer is an
 * HTML popover the button opens by `popovertarget`: the browser opens and closes it (Escape, a tap
 * beside it, the close button) without any script, so a tap before the page's JavaScript has run is not
 * lost and pages without JavaScript get the menu too (decision 0079). The script adds what the browser
 * does not: focus moved in and kept in, and closing when a link navigates on the client.
 */
export function MobileMenu({ menu }: { menu: MenuLink[] }) {
  const t = useMessages(navigationMessages);
  const drawerId = useId();
  const titleId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLDivElement>(null);
  usePopoverDialog(drawer, button);
  usePageScrollLock(drawer, classes.pageLocked);

  // A followed link closes the drawer (before hydration, the browser loads the next page instead).
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname === first.current) return;
    first.current = pathname;
    if (drawer.current?.matches(':popover-open')) drawer.current.hidePopover();
  }, [pathname]);

  return (
    <>
      {/* No aria-expanded of our own: the browser derives it from the popover's state. */}
      <button
        ref={button}
        type="button"
        popoverTarget={drawerId}
        className={navClasses.menuButton}
        aria-label={t('openMenu')}
        aria-haspopup="dialog"
      >
        <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div
        ref={drawer}
        id={drawerId}
        popover="auto"
        role="dialog"
        aria-labelledby={titleId}
        className={classes.drawer}
      >
        <div className={classes.header}>
          <h2 id={titleId} className={classes.title}>
            {t('menuTitle')}
          </h2>
          <button
            type="button"
            popoverTarget={drawerId}
            popoverTargetAction="hide"
            className={classes.close}
            aria-label={t('closeMenu')}
          >
            <svg viewBox="0 0 15 15" width="70%" height="70%" aria-hidden="true">
              <path
                d="M3.6 3.6l7.8 7.8M11.4 3.6l-7.8 7.8"
                stroke="currentColor"
                strokeWidth="1.15"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
        <KeptMarkup as="nav" aria-label={t('mainNavigation')} className={classes.body} source={menu}>
          <DrawerItems items={menu} level={1} />
        </KeptMarkup>
      </div>
    </>
  );
}
