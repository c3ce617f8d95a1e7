import { pushChangeEvents } from './cart-analytics.ts';
import type { CartActionResult } from './cart-result.ts';
import type { CartView } from './cart-view.ts';

/** The form field that ties an answer to the change it answers (the server ignores it). */
export const changeIdField = 'changeId';

// Per tab, in the browser only: the cart as it was shown when each change was sent.
const shownBefore = new Map<string, CartView | null>();
let sent = 0;

/** Remembers what the visitor saw when this change was sent; returns the id to send with it. */
export function registerChange(before: CartView | null): string {
  sent += 1;
  const id = String(sent);
  shownBefore.set(id, before);
  return id;
}

/**
 * Reports the answer of a change once (called by the cart route's clientAction with the server's
 * answer): the add and remove events the server confirmed, never for a guess and never twice.
 */
export function reportAnswer(form: FormData, result: CartActionResult): void {
  const id = form.get(changeIdField);
  if (typeof id !== 'string' || !shownBefore.has(id)) return;
  const before = shownBefore.get(id) ?? null;
  shownBefore.delete(id);
  if (result.reached && result.cart) pushChangeEvents(before, result.cart);
}
