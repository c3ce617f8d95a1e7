import { createHash, randomBytes } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';

export type PolicyOptions = {
  production: boolean;
  commerceOrigin: string;
  /** The configured tag manager's origin (its script and its requests), or null when none is set. */
  tagManagerOrigin?: string | null;
};

/**
 * The headers helmet sets (nosniff, frame denial, Referrer-Policy, COOP, CORP, HSTS in production,
 * …), computed once: helmet is a per-request middleware, but its answer is the same for every request,
 * and the page cache's path writes them as constants. The CSP is built per page below.
 */
export function baseSecurityHeaders(options: PolicyOptions): [string, string][] {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Product images come from the commerce service's origin.
    crossOriginEmbedderPolicy: false,
  })(res.req, res, () => undefined);
  return Object.entries(res.getHeaders()).map(([name, value]) => [name, String(value)]);
}

/**
 * Content-Security-Policy with `script-src` limited to our own files and either one request's nonce
 * (pages made for one visitor) or the hashes of a cached page's inline scripts (the same bytes for
 * everyone, so a per-request nonce cannot be in them): never `unsafe-inline` scripts. Styles may be
 * inline (Mantine sets style attributes); framing is refused.
 */
export function contentSecurityPolicy(options: PolicyOptions, scriptSources: string[]): string {
  // The consent tool is our own bundle; the tag manager is the one foreign script, loaded after the
  // first interaction (app/consent/), and only when configured.
  const tagManager = options.tagManagerOrigin ? ` ${options.tagManagerOrigin}` : '';
  const directives = [
    "default-src 'self'",
    `script-src 'self'${tagManager} ${scriptSources.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: https: ${options.commerceOrigin}`,
    "font-src 'self'",
    `connect-src 'self'${tagManager}`,
    `form-action 'self' ${options.commerceOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ];
  if (options.production) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/** Inline `<script>` elements of our own rendered HTML (React escapes `</script` inside them). */
const inlineScript = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/** `'sha256-…'` sources for each inline script of a page, JSON-LD data blocks excluded. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(inlineScript)) {
    const [, attributes = '', content = ''] = match;
    if (/type=["']application\/(?:ld\+)?json["']/.test(attributes) || content.length === 0) continue;
    hashes.add(`'sha256-${createHash('sha256').update(content).digest('base64')}'`);
  }
  return [...hashes];
}
