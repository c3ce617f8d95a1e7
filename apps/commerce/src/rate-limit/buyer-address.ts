import type { IncomingHttpHeaders } from 'node:http';
import { isIPv4, isIPv6 } from 'node:net';
import { tokenMatches } from '../http/access-token.ts';

/** The eight groups of an IPv6 address, `::` expanded; an embedded IPv4 tail becomes two groups. */
function ipv6Groups(address: string): string[] {
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  let text = address;
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
    text = `${address.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => group.toLowerCase().padStart(4, '0'));
}

/**
 * The key of one client: an IPv4 address as it is, also when it arrives IPv4-mapped over IPv6
 * (`::ffff:203.0.113.9`), and an IPv6 address by its /64 prefix, the block one household or
 * server is given, so a client cannot step through its own addresses to get fresh budgets.
 */
export function clientKey(address: string): string {
  const bare = address.replace(/%.*$/, '');
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return 'unknown';
  const groups = ipv6Groups(bare);
  if (groups.slice(0, 5).every((g) => g === '0000') && groups[5] === 'ffff') {
    const [high = 0, low = 0] = groups.slice(6).map((g) => Number.parseInt(g, 16));
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/**
 * Whom to count a request against. A storefront server calls with the private token and passes
 * its visitor's address in `Shopify-Storefront-Buyer-IP` (the platform's convention); only then
 * is that header believed, since anyone else could write it. Otherwise the peer's address.
 */
export function buyerAddress(
  headers: IncomingHttpHeaders,
  peerAddress: string | undefined,
  privateToken: string,
): string {
  const token = headers['shopify-storefront-private-token'];
  const buyer = headers['shopify-storefront-buyer-ip'];
  if (typeof buyer === 'string' && tokenMatches(token, privateToken)) {
    const key = clientKey(buyer.trim());
    if (key !== 'unknown') return key;
  }
  return clientKey(peerAddress ?? '');
}
