import type { IncomingMessage } from 'node:http';

/**
 * Anonymous catalogue and content pages in any language, as documents and as React Router's
 * `.data` for client navigations: home, search, collection (/c/), product (/p/), content (/e/)
 * and article (/a, /a/…) pages. Nothing on them depends on the visitor (the cart badge and minicart load in
 * the browser from /api/cart-summary). The cart, account, checkout, newsletter answers and /api/*
 * are never matched, so they are never cached, whatever cookies come with them.
 */
const cacheablePath =
  /^\/[a-z]{2}(?:-[a-z]{2})?(?:\/(?:search|c\/[^/]+|p\/[^/]+|e\/[^/]+|a(?:\/[^/]+)?))?(?:\.data)?$/;

/** A visitor with a cart: their pages show their own badge (rendered on the server for no-JS visitors). */
const cartCookie = /(?:^|;)\s*storefront_cart_id=[^;\s]/;

/**
 * Whether a GET or HEAD may be answered with another visitor's page: it proves no identity (none of
 * ours do; a proxy's might) and carries no cart (a visitor with a cart never gets another visitor's
 * page, nor leaves theirs in the cache).
 */
export function isKeptPageRequest(req: IncomingMessage): boolean {
  if (req.headers.authorization !== undefined) return false;
  const cookie = req.headers.cookie;
  return cookie === undefined || !cartCookie.test(cookie);
}

/** The cache key of a request that may be served from the page cache, or null. */
export function pageCacheKey(req: IncomingMessage): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  if (!isKeptPageRequest(req)) return null;
  const url = req.url ?? '/';
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (!cacheablePath.test(path) || url.length > 1000) return null;
  return url;
}
