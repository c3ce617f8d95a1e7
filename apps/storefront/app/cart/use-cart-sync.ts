import { useEffect, useMemo, useRef } from 'react';

const channelName = 'storefront-cart';

/**
 * Keeps tabs in step: after each change this tab tells the others (BroadcastChannel), and a tab told
 * so loads the cart again, at once when it is idle or once its own changes are answered (a load in
 * the middle would show the cart without them).
 */
export function useCartSync(busy: boolean, reload: () => void): { changed: () => void } {
  const channel = useRef<BroadcastChannel | null>(null);
  const stale = useRef(false);
  const reloadRef = useRef(reload);
  reloadRef.current = reload;
  const busyRef = useRef(busy);
  busyRef.current = busy;

  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const opened = new BroadcastChannel(channelName);
    channel.current = opened;
    opened.onmessage = () => {
      if (busyRef.current) stale.current = true;
      else reloadRef.current();
    };
    return () => {
      opened.close();
      channel.current = null;
    };
  }, []);

  useEffect(() => {
    if (busy || !stale.current) return;
    stale.current = false;
    reloadRef.current();
  }, [busy]);

  return useMemo(() => ({ changed: () => channel.current?.postMessage('changed') }), []);
}
