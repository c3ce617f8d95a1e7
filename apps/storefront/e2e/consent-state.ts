import { randomUUID } from 'node:crypto';

/** Same formula as in playwright.config.ts: the tag manager double's port of this test run. */
export function tagManagerDoublePort(storefrontPort: number): number {
  // Below the ports Linux gives outgoing connections (e2e-ports.ts), above the commerce service's.
  return 30_100 + (storefrontPort % 2_500);
}

/**
 * A visitor who chose "necessary only" earlier: the consent tool's cookie as it writes it
 * (JSON, URI-encoded). The other specs run as such a returning visitor, so the banner does not cover
 * what they click; e2e/consent.spec.ts starts without it.
 */
export function consentGivenStorageState(host: string) {
  const now = new Date().toISOString();
  const value = {
    categories: ['necessary'],
    revision: 0,
    data: null,
    consentTimestamp: now,
    consentId: randomUUID(),
    services: { necessary: [], analytics: [], marketing: [] },
    languageCode: 'de',
    lastConsentTimestamp: now,
  };
  return {
    cookies: [
      {
        name: 'cc_cookie',
        value: encodeURIComponent(JSON.stringify(value)),
        domain: host,
        path: '/',
        expires: Math.floor(Date.now() / 1000) + 86_400,
        httpOnly: false,
        secure: false,
        sameSite: 'Lax' as const,
      },
    ],
    origins: [],
  };
}
