import http from 'node:http';
import { expect } from '@playwright/test';
import { storefrontPort } from '../playwright.config.ts';
import { test } from './visitor.ts';

const base = `http://localhost:${storefrontPort}`;

/** A raw request, so that headers fetch would not let us set (Host) can be sent. */
function rawGet(path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: 'localhost', port: storefrontPort, path, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

test.describe('serving', () => {
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixtures from a destructured first argument.
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'headers do not depend on the device');
  });

  test('every page, API answer and asset carries the security headers', async ({ request }) => {
    const page = await request.get('/de');
    const html = await page.text();
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeDefined();
    for (const path of [
      '/de',
      '/en/search?q=kaffee',
      '/api/cart-summary?lang=de',
      asset ?? '',
      '/de/nowhere',
    ]) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      if (path.startsWith('/assets/')) continue;
      const csp = headers['content-security-policy'] ?? '';
      expect(csp, path).toContain("frame-ancestors 'none'");
      const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc, path).not.toContain('unsafe-inline');
    }
  });

  test('anonymous pages come from the cache as compressed bytes with an ETag, and 304 when unchanged', async ({
    request,
  }) => {
    const first = await request.get('/en', { headers: { 'accept-encoding': 'br' } });
    expect(first.status()).toBe(200);
    expect(first.headers()['content-encoding']).toBe('br');
    expect(first.headers()['cache-control']).toMatch(/s-maxage=\d+.*stale-while-revalidate=\d+/);
    const etag = first.headers().etag ?? '';
    expect(etag).toMatch(/^".+"$/);
    const again = await request.get('/en', { headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(again.status()).toBe(304);
    // A per-visitor answer is never kept for others.
    const badge = await request.get('/api/cart-summary?lang=en');
    expect(badge.headers()['cache-control']).toBe('private, no-store');
  });

  test('canonical and og:url name the configured origin, not the Host the client sent', async () => {
    const { status, body } = await rawGet('/en?host-check=1', { host: 'evil.example' });
    expect(status).toBe(200);
    expect(body).not.toContain('evil.example');
    expect(body).toContain(`<link rel="canonical" href="${base}/en"/>`);
  });

  test('a form post over 64 kB is refused with 413 before it is read', async ({ request }) => {
    const response = await request.post('/en/newsletter', {
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
      data: `email=${'a'.repeat(100_000)}`,
    });
    expect(response.status()).toBe(413);
    expect(await response.text()).toContain('The data sent is too large');
  });

  test('pages hydrate under the CSP without a single violation', async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { cspViolations: seen });
      document.addEventListener('securitypolicyviolation', (event) => seen.push(event.violatedDirective));
    });
    for (const path of ['/de', '/en/search?q=espresso', '/da/nowhere']) {
      await page.goto(path);
      // React Router's hydrated router exists only once the app's scripts ran and hydrated the page.
      await page.waitForFunction(() => '__reactRouterDataRouter' in window);
      expect(
        await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
      ).toEqual([]);
    }
  });
});
