import { type RefObject, useEffect } from 'react';

const tabbable = 'a[href], button:not([disabled]), summary, input:not([disabled]), [tabindex="0"]';

function tabbablesIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(tabbable)].filter((element) =>
    element.checkVisibility(),
  );
}

/**
 * What a modal dialog does and an HTML popover does not, added once the script runs: focus moves into
 * the popover when it opens, Tab and Shift+Tab stay inside it, and closing gives the focus back to its
 * button. The browser itself opens and closes the popover (and closes it on Escape), so nothing here
 * is needed for it to work.
 */
export function usePopoverDialog(
  popover: RefObject<HTMLElement | null>,
  opener: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    const element = popover.current;
    if (!element) return;
    const onToggle = (event: Event) => {
      if (!(event instanceof ToggleEvent)) return;
      if (event.newState === 'open') {
        tabbablesIn(element)[0]?.focus();
        return;
      }
      // Closed by Escape, the close button or a tap on the backdrop: the focus was inside or is lost.
      const active = document.activeElement;
      if (!active || active === document.body || element.contains(active)) opener.current?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = tabbablesIn(element);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    element.addEventListener('toggle', onToggle);
    element.addEventListener('keydown', onKeyDown);
    return () => {
      element.removeEventListener('toggle', onToggle);
      element.removeEventListener('keydown', onKeyDown);
    };
  }, [popover, opener]);
}
