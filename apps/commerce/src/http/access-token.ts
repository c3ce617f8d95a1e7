import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** Compares a token a client sent with ours in constant time. */
export function tokenMatches(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Either of the platform's token headers: public (browser) or private (server). */
export function hasValidAccessToken(headers: IncomingHttpHeaders, expected: string): boolean {
  return tokenMatches(
    headers['x-shopify-storefront-access-token'] ?? headers['shopify-storefront-private-token'],
    expected,
  );
}
