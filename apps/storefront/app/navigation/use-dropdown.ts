import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec section 9: a dropdown opens at once (0 ms) and closes 100 ms after the pointer leaves. */
export const openDelayMs = 0;
export const closeDelayMs = 100;

/** Which of a bar's dropdowns is open; only one at a time, with the hover delays of the spec. */
export function useDropdown() {
  const [openId, setOpenId] = useState<string | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  // A mouse click arrives right after the hover that opened the panel: it must not close it again.
  const openedByHover = useRef(false);

  const cancelClose = useCallback(() => window.clearTimeout(closeTimer.current), []);
  const open = useCallback(
    (id: string) => {
      cancelClose();
      openedByHover.current = true;
      // A delay of 0 ms is the spec's: no timer, so the panel is there on the same frame.
      if (openDelayMs === 0) setOpenId(id);
      else closeTimer.current = window.setTimeout(() => setOpenId(id), openDelayMs);
    },
    [cancelClose],
  );
  const close = useCallback(() => {
    cancelClose();
    openedByHover.current = false;
    setOpenId(null);
  }, [cancelClose]);
  const closeSoon = useCallback(() => {
    cancelClose();
    closeTimer.current = window.setTimeout(() => {
      openedByHover.current = false;
      setOpenId(null);
    }, closeDelayMs);
  }, [cancelClose]);
  const toggle = useCallback(
    (id: string) => {
      cancelClose();
      if (openedByHover.current) {
        openedByHover.current = false;
        setOpenId(id);
        return;
      }
      setOpenId((current) => (current === id ? null : id));
    },
    [cancelClose],
  );
  useEffect(() => cancelClose, [cancelClose]);
  return { openId, open, close, closeSoon, cancelClose, toggle };
}
