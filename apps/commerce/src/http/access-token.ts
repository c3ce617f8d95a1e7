import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** Either of the platform's token headers: public (browser) or private (server). */
export function hasValidAccessToken(headers: IncomingHttpHeaders, expected: string): boolean {
  const given = headers['x-shopify-storefront-access-token'] ?? headers['shopify-storefront-private-token'];
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
