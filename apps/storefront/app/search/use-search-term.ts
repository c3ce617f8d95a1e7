import { useEffect, useState } from 'react';

/** Spec section 9: the request waits for a 300 ms pause in typing. */
export const searchDebounceMs = 300;

/**
 * The term to search for: the input after a pause in typing; `setNow` skips the pause (a picked
 * suggestion is meant to be searched at once).
 */
export function useSearchTerm(query: string): { term: string; setNow: (value: string) => void } {
  const [term, setTerm] = useState('');
  useEffect(() => {
    const trimmed = query.trim();
    if (trimmed === '') {
      setTerm('');
      return;
    }
    const timer = window.setTimeout(() => setTerm(trimmed), searchDebounceMs);
    return () => window.clearTimeout(timer);
  }, [query]);
  return { term, setNow: (value) => setTerm(value.trim()) };
}
