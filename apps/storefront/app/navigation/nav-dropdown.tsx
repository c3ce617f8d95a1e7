import type { FocusEvent, KeyboardEvent, PointerEvent } from 'react';
import { useId, useRef } from 'react';
import { KeptMarkup } from '../shell/kept-markup.tsx';
import type { MenuLink } from './menu-item.ts';
import { NavPanel } from './nav-panel.tsx';
import classes from './navigation.module.css';
import type { useDropdown } from './use-dropdown.ts';

type Props = { item: MenuLink; dropdown: ReturnType<typeof useDropdown> };

/**
 * A top-level item with children. Its trigger is a real link (or a button for a heading without a page),
 * and the panel is in the server HTML: without JavaScript the link navigates and CSS shows the panel on
 * hover and keyboard focus; with JavaScript a click or hover opens it (spec: 0 ms open, 100 ms close).
 */
export function NavDropdown({ item, dropdown }: Props) {
  const trigger = useRef<HTMLAnchorElement & HTMLButtonElement>(null);
  const opened = dropdown.openId === item.id;
  const panelId = useId();
  const isMouse = (event: PointerEvent) => event.pointerType === 'mouse';

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !opened) return;
    dropdown.close();
    trigger.current?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (opened && !event.currentTarget.contains(event.relatedTarget)) dropdown.close();
  };
  const common = {
    ref: trigger,
    className: classes.topLink,
    'aria-expanded': opened,
    'aria-controls': panelId,
    onClick: (event: { preventDefault: () => void }) => {
      event.preventDefault();
      dropdown.toggle(item.id);
    },
  };
  return (
    <li
      className={classes.item}
      data-open={opened || undefined}
      onPointerEnter={(event) => isMouse(event) && dropdown.open(item.id)}
      onPointerLeave={(event) => isMouse(event) && dropdown.closeSoon()}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      {item.href ? (
        <a href={item.href} {...common}>
          {item.title}
        </a>
      ) : (
        <button type="button" {...common}>
          {item.title}
        </button>
      )}
      <KeptMarkup as="div" id={panelId} className={classes.panel} source={item}>
        <NavPanel item={item} />
      </KeptMarkup>
    </li>
  );
}
