import { useEffect, useRef, useState } from 'react';

/**
 * Copies text to the clipboard; `copied` is true for `resetMs` after a successful copy. An unsupported or
 * refused clipboard is kept silent (spec section 8): nothing is shown and the label stays as it was.
 */
export function useCopy(resetMs: number): { copied: boolean; copy: (text: string) => void } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = (text: string) => {
    const clipboard: Clipboard | undefined = navigator.clipboard;
    if (!clipboard?.writeText) return;
    clipboard.writeText(text).then(
      () => {
        setCopied(true);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => setCopied(false), resetMs);
      },
      () => undefined,
    );
  };
  return { copied, copy };
}
