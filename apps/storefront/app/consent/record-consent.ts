import type * as CookieConsent from 'vanilla-cookieconsent';

/** The path of the consent-tracking call; answered by routes/api.consent.ts. */
export const consentRecordPath = '/api/consent';

/**
 * The consent-tracking call of spec section 1: the choice, its pseudonymous id and time go to our own
 * server, which keeps them as proof of consent (GDPR Art. 7(1)). `keepalive` lets it finish when the
 * choice is followed at once by a navigation. A failure costs the visitor nothing and is not retried.
 */
export function recordConsent(cookie: CookieConsent.CookieValue, kind: 'first' | 'change'): void {
  const record = {
    kind,
    consentId: cookie.consentId,
    categories: cookie.categories,
    revision: cookie.revision,
    language: cookie.languageCode,
    consentTimestamp: cookie.consentTimestamp,
    lastConsentTimestamp: cookie.lastConsentTimestamp,
  };
  fetch(consentRecordPath, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(record),
    keepalive: true,
  }).catch(() => undefined);
}
