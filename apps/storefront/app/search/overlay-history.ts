import { useEffect, useRef } from 'react';

const marker = 'searchOverlay';

function isOverlayEntry(state: unknown): boolean {
  return typeof state === 'object' && state !== null && Reflect.get(state, marker) === true;
}

/**
 * The open overlay owns a history entry, so the back button (on phones the usual way out of a
 * full-screen layer) closes it instead of leaving the page. The entry keeps React Router's state
 * and URL, so the router sees no new page. Returns `leave`, which steps back over the entry when
 * the overlay is closed another way.
 */
export function useCloseOnBack(opened: boolean, close: () => void): () => void {
  const closeRef = useRef(close);
  closeRef.current = close;

  useEffect(() => {
    if (!opened) return;
    if (!isOverlayEntry(window.history.state)) {
      const current: unknown = window.history.state;
      const base = typeof current === 'object' && current !== null ? current : {};
      window.history.pushState({ ...base, [marker]: true }, '');
    }
    const onPopState = () => {
      if (!isOverlayEntry(window.history.state)) closeRef.current();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [opened]);

  return () => {
    if (isOverlayEntry(window.history.state)) window.history.back();
  };
}
