import { type RefObject, useEffect } from 'react';

/**
 * The page behind does not scroll while the phone menu is open, as under the Mantine Drawer: the
 * `<html>` element carries `lockedClass` (overflow hidden, on screens where the menu shows) while the
 * popover is open. Set from the popover's `toggle` event rather than by a stylesheet rule
 * `html:has(.drawer:popover-open)`: a document-level `:has()` made the browser re-check the whole page's
 * style for every element the parser added (decision 0086). Without JavaScript the drawer's
 * `overscroll-behavior` keeps a scroll inside the menu from reaching the page.
 */
export function usePageScrollLock(popover: RefObject<HTMLElement | null>, lockedClass: string | undefined) {
  useEffect(() => {
    const element = popover.current;
    if (!element || !lockedClass) return;
    const root = document.documentElement;
    const lock = (locked: boolean) => root.classList.toggle(lockedClass, locked);
    // Opened before the page was hydrated (the browser opens it without script).
    lock(element.matches(':popover-open'));
    const onToggle = (event: Event) => {
      if (event instanceof ToggleEvent) lock(event.newState === 'open');
    };
    element.addEventListener('toggle', onToggle);
    return () => {
      element.removeEventListener('toggle', onToggle);
      lock(false);
    };
  }, [popover, lockedClass]);
}
