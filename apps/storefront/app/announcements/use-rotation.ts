import { useEffect, useState } from 'react';

/**
 * The index of the visible slide, advancing every `intervalMs` for as long as the page is open. On purpose
 * it neither pauses nor restarts after a click or hover (spec: it keeps advancing after interaction).
 */
export function useRotation(count: number, intervalMs: number): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (count < 2) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [count, intervalMs]);
  return index < count ? index : 0;
}
