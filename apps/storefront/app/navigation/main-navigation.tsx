import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useMessages } from '../i18n/define-messages.ts';
import type { MenuLink } from './menu-item.ts';
import { navigationMessages } from './messages.ts';
import { NavDropdown } from './nav-dropdown.tsx';
import classes from './navigation.module.css';
import { SiteLink } from './site-link.tsx';
import { useDropdown } from './use-dropdown.ts';

/** The desktop navigation bar (from 62em): a wide dropdown per top-level item with children. */
export function MainNavigation({ menu }: { menu: MenuLink[] }) {
  const t = useMessages(navigationMessages);
  const dropdown = useDropdown();
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // Until hydration, CSS opens panels on hover and focus; afterwards the dropdown state decides.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  const { close, openId } = dropdown;
  // A followed link closes the panel.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose whenever the path changes
  useEffect(() => close(), [pathname, close]);
  useEffect(() => {
    if (!openId) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !nav.current?.contains(event.target)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openId, close]);

  if (menu.length === 0) return null;
  return (
    <nav
      ref={nav}
      className={classes.nav}
      aria-label={t('mainNavigation')}
      data-enhanced={enhanced || undefined}
    >
      <ul className={classes.bar}>
        {menu.map((item) =>
          item.items.length > 0 ? (
            <NavDropdown key={item.id} item={item} dropdown={dropdown} />
          ) : (
            <li key={item.id} className={classes.item}>
              {item.href ? (
                <SiteLink to={item.href} className={classes.topLink}>
                  {item.title}
                </SiteLink>
              ) : (
                <span className={classes.topLink}>{item.title}</span>
              )}
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
