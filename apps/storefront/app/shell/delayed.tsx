import { type ReactNode, useEffect, useState } from 'react';

/** Spec section 9: how long something may load before a loading indicator appears. */
export const lazyLoadingDelayMs = 200;

/**
 * Shows its children only once it has been on screen for the lazy loading delay, so a quick answer
 * does not flash a spinner; a slow one still shows it.
 */
export function Delayed({ children, ms = lazyLoadingDelayMs }: { children: ReactNode; ms?: number }) {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return elapsed ? children : null;
}
