import { ensureConsentDefaults } from '../consent/consent-mode.ts';

/** Events of spec section 7 that the tag manager reads from `window.dataLayer`. */
export type DataLayerEvent =
  | { event: 'search'; search_term: string }
  | {
      event:
        | 'view_item_list'
        | 'select_item'
        | 'view_item'
        | 'add_to_cart'
        | 'remove_from_cart'
        | 'view_cart'
        | 'begin_checkout';
      [key: string]: unknown;
    }
  /** Clears the previous event's `ecommerce` object before the next one, as GA4 asks. */
  | { ecommerce: null };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Queues an event for the tag manager. The tag manager itself loads only after the first
 * interaction (spec section 1), so events wait in the plain array until it takes them over.
 */
export function pushToDataLayer(event: DataLayerEvent): void {
  if (typeof window === 'undefined') return;
  // Consent Mode's defaults (everything denied) come before any event the tag manager will read.
  ensureConsentDefaults();
  window.dataLayer?.push(event);
}
