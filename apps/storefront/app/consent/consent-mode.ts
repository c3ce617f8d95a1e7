/**
 * Google Consent Mode v2 signals, derived from the consent tool's categories. The tag manager reads
 * them from `window.dataLayer`; until the visitor grants a category, its storage stays denied.
 */
export const consentCategories = ['necessary', 'analytics', 'marketing'] as const;
export type ConsentCategory = (typeof consentCategories)[number];

type Signal = 'granted' | 'denied';
export type ConsentModeState = {
  ad_storage: Signal;
  ad_user_data: Signal;
  ad_personalization: Signal;
  analytics_storage: Signal;
  functionality_storage: Signal;
  personalization_storage: Signal;
  security_storage: Signal;
};

/** What the accepted categories allow; everything not accepted is denied. */
export function consentModeState(accepted: readonly string[]): ConsentModeState {
  const analytics = accepted.includes('analytics') ? 'granted' : 'denied';
  const marketing = accepted.includes('marketing') ? 'granted' : 'denied';
  return {
    ad_storage: marketing,
    ad_user_data: marketing,
    ad_personalization: marketing,
    analytics_storage: analytics,
    // The shop's own cart and language need no consent; they are "necessary".
    functionality_storage: 'granted',
    personalization_storage: analytics,
    security_storage: 'granted',
  };
}

/**
 * `gtag(...)` as Google's snippet defines it: the tag manager only understands the command when it
 * receives the function's own `arguments` object, not an array.
 */
// `window.dataLayer` is declared in analytics/data-layer.ts.
export function gtag(..._command: unknown[]): void {
  window.dataLayer ??= [];
  // biome-ignore lint/complexity/noArguments: Consent Mode commands must be Arguments objects.
  window.dataLayer.push(arguments);
}

let defaultsPushed = false;

/**
 * The data layer's first entry, before any event and before the tag manager loads: everything optional
 * denied, waiting briefly for a stored choice. Once per page load; the events that follow are read by
 * the tag manager in order, so none of them is handled before the defaults.
 */
export function ensureConsentDefaults(): void {
  if (defaultsPushed) return;
  defaultsPushed = true;
  gtag('consent', 'default', { ...consentModeState([]), wait_for_update: 500 });
}

export function pushConsentUpdate(accepted: readonly string[]): void {
  gtag('consent', 'update', consentModeState(accepted));
}
