import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequest } from '@remix-run/node-fetch-server';
import { pageFreshnessHeaders, readPageFreshness } from '../app/catalog/page-freshness.ts';
import { compressBody } from './compressed-body.ts';
import { type CachedPage, cachedPage, type Rendered } from './page-cache.ts';
import { contentSecurityPolicy, inlineScriptHashes, type PolicyOptions } from './security-headers.ts';

/**
 * Headers a cached page must not carry over from its render: they belong to one answer, or they are
 * the page's word to the cache (page-freshness.ts).
 */
const perAnswer = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'date',
  'set-cookie',
  'etag',
  pageFreshnessHeaders.stockProducts,
  pageFreshnessHeaders.validUntil,
]);

/**
 * What CDNs and browsers may do with a cached page: browsers ask again each time (a 304 when nothing
 * changed, thanks to the ETag), a CDN keeps it 20 s and may serve it 30 s longer while it asks again,
 * so a change reaches visitors behind a CDN within our own bound plus 50 s.
 */
export const cachedPageCacheControl =
  'public, max-age=0, must-revalidate, s-maxage=20, stale-while-revalidate=30';

export type RenderOptions = {
  handler: (request: Request) => Promise<Response>;
  requestOptions: { protocol: string };
  policy: PolicyOptions;
};

/** Internal request headers our server sets and the app reads; a client's own copies are replaced. */
export const internalHeaders = {
  nonce: 'x-storefront-csp-nonce',
  clientAddress: 'x-storefront-client-address',
};

/**
 * Renders a cacheable page for everyone: as GET (a HEAD is answered from the GET's bytes), without a
 * nonce, fully (no streaming: the bytes are compressed and kept). A 200 without cookies and without
 * `private`/`no-store` becomes a cached page whose CSP lists its inline scripts' hashes; anything else
 * is passed on to the requests that waited for it, with the same kind of CSP. A kept page's header
 * lines start with `securityHeaders`, so that serving it writes them all at once. `old` is the page
 * this render replaces (made again by age): when the new bytes are the same, its compressed
 * encodings are kept instead of being made again (compressed-body.ts).
 */
export async function renderForCache(
  req: IncomingMessage,
  res: ServerResponse,
  options: RenderOptions,
  securityHeaders: [string, string][],
  old?: CachedPage,
): Promise<Rendered> {
  const incoming = createRequest(req, res, options.requestOptions);
  const headers = new Headers(incoming.headers);
  headers.delete(internalHeaders.nonce);
  headers.delete(internalHeaders.clientAddress);
  // Conditional and encoding headers are for our answer, not the app's.
  headers.delete('if-none-match');
  const request = new Request(incoming.url, { method: 'GET', headers, signal: AbortSignal.timeout(30_000) });
  const response = await options.handler(request);
  const body = Buffer.from(await response.arrayBuffer());
  const type = response.headers.get('content-type') ?? '';
  const isHtml = type.startsWith('text/html');
  const policy = contentSecurityPolicy(
    options.policy,
    isHtml ? inlineScriptHashes(body.toString('utf8')) : [],
  );
  const cacheControl = response.headers.get('cache-control') ?? '';
  const keep =
    response.status === 200 && !response.headers.has('set-cookie') && !/private|no-store/.test(cacheControl);
  if (!keep) {
    const passed: [string, string][] = [];
    response.headers.forEach((value, name) => {
      if (!perAnswer.has(name)) passed.push([name, value]);
    });
    for (const cookie of response.headers.getSetCookie()) passed.push(['set-cookie', cookie]);
    passed.push(['content-security-policy', policy]);
    if (!response.headers.has('cache-control')) passed.push(['cache-control', 'no-store']);
    return { passOn: { status: response.status, headers: passed, body } };
  }
  const kept: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!perAnswer.has(name)) kept[name] = value;
  });
  kept['cache-control'] = cachedPageCacheControl;
  kept['content-security-policy'] = policy;
  const compressed = await compressBody(body, old?.answers);
  const headerLines = [...securityHeaders, ...Object.entries(kept)];
  return { page: cachedPage(compressed, headerLines, Date.now(), readPageFreshness(response.headers)) };
}
