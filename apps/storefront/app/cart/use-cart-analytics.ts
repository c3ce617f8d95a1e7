import { useEffect, useRef } from 'react';
import { pushChangeEvents } from './cart-analytics.ts';
import type { CartActionResult } from './cart-result.ts';
import type { CartView } from './cart-view.ts';

/**
 * Reacts once to each answer of a cart change: keeps it for the messages, and pushes the add and
 * remove events the server confirmed (never for an optimistic guess, never twice).
 */
export function useCartAnalytics(
  answer: CartActionResult | undefined,
  /** The cart as it was shown when the answered change was sent. */
  sent: { before: CartView | null } | null,
  onAnswer: (result: CartActionResult) => void,
): void {
  const seen = useRef<CartActionResult | undefined>(undefined);
  useEffect(() => {
    if (!answer || answer === seen.current) return;
    seen.current = answer;
    onAnswer(answer);
    if (answer.reached && answer.cart && sent) pushChangeEvents(sent.before, answer.cart);
  }, [answer, sent, onAnswer]);
}
