/**
 * Headers on every answer of the service (issue 20, defect 4). The service answers JSON and images,
 * never a page to render, so its policy allows nothing to run and nothing to frame it; HSTS only in
 * production, where it is reached over HTTPS. In development GraphiQL needs its scripts, so there is
 * no CSP then.
 */
export function securityHeaders(production: boolean, development = false): [string, string][] {
  const headers: [string, string][] = [
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    // Images are loaded by the storefront's pages on another origin.
    ['cross-origin-resource-policy', 'cross-origin'],
  ];
  if (!development) headers.push(['content-security-policy', "default-src 'none'; frame-ancestors 'none'"]);
  if (production) headers.push(['strict-transport-security', 'max-age=31536000; includeSubDomains']);
  return headers;
}
