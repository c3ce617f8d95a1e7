import { createHash } from 'node:crypto';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from '@shop/observability';
import { afterEach, describe, expect, it } from 'vitest';
import { PageCache } from './page-cache.ts';
import { baseSecurityHeaders } from './security-headers.ts';
import { loadServingConfig } from './serving-config.ts';
import { shutDown } from './shutdown.ts';
import { createStorefrontServer } from './storefront-server.ts';

const inline = 'window.__ready = true;';
const logger = createLogger('storefront', 'silent');
let server: http.Server | undefined;

/**
 * The server in front of a stand-in for the React Router app (the app is a build; these tests are
 * about what the server does with its answers), over a real socket.
 */
async function start(): Promise<{ url: string; renders: Map<string, number> }> {
  const renders = new Map<string, number>();
  const policy = { production: false, commerceOrigin: 'http://127.0.0.1:9' };
  const handler = async (request: Request): Promise<Response> => {
    const { pathname } = new URL(request.url);
    renders.set(pathname, (renders.get(pathname) ?? 0) + 1);
    const nonce = request.headers.get('x-storefront-csp-nonce');
    const html = `<!DOCTYPE html><html><body><p>${pathname}</p><script${nonce ? ` nonce="${nonce}"` : ''}>${inline}</script></body></html>`;
    const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
    if (pathname === '/en') headers.set('set-cookie', 'visitor=1; Path=/');
    if (pathname === '/da') await new Promise((resolve) => setTimeout(resolve, 400));
    return new Response(html.repeat(pathname === '/de' ? 20 : 1), { headers });
  };
  server = createStorefrontServer({
    config: loadServingConfig({ COMMERCE_API_URL: 'http://127.0.0.1:9' }),
    logger,
    render: { handler, requestOptions: { protocol: 'http:' }, policy },
    staticFiles: new Map(),
    pageCache: new PageCache({ maxBytes: 1e6, maxAgeMs: 30_000 }),
    catalog: { reachable: true, stop: () => undefined },
    securityHeaders: baseSecurityHeaders(policy),
  });
  const listening = server;
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(listening.address() as AddressInfo).port}`, renders };
}

afterEach(async () => {
  const running = server;
  server = undefined;
  if (running?.listening) await new Promise((resolve) => running.close(resolve));
});

describe('storefront server', () => {
  it('renders an anonymous page once and serves its brotli bytes with a hash-based CSP', async () => {
    const { url, renders } = await start();
    const first = await fetch(`${url}/de`, { headers: { 'accept-encoding': 'br' } });
    const second = await fetch(`${url}/de`, { headers: { 'accept-encoding': 'br' } });
    expect(renders.get('/de')).toBe(1);
    expect(second.headers.get('content-encoding')).toBe('br');
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(await second.text()).toContain('<p>/de</p>');
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(second.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);
    expect(second.headers.get('content-security-policy')).not.toContain('nonce-');
  });

  it('answers a kept page from memory with every header, a 304 for its ETag and the coding the client takes', async () => {
    const { url, renders } = await start();
    const made = await fetch(`${url}/de`, { headers: { 'accept-encoding': 'gzip' } });
    const kept = await fetch(`${url}/de`, { headers: { 'accept-encoding': 'gzip' } });
    expect(renders.get('/de')).toBe(1);
    for (const answer of [made, kept]) {
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('content-encoding')).toBe('gzip');
      expect(answer.headers.get('vary')).toBe('Accept-Encoding');
      expect(answer.headers.get('cache-control')).toMatch(/s-maxage=20, stale-while-revalidate=30/);
    }
    const etag = kept.headers.get('etag') ?? '';
    expect(etag).toMatch(/-gz"$/);
    const conditional = (ifNoneMatch: string, encoding = 'gzip') =>
      fetch(`${url}/de`, { headers: { 'accept-encoding': encoding, 'if-none-match': ifNoneMatch } });
    expect((await conditional(etag)).status).toBe(304);
    expect((await conditional(`"other", W/${etag}`)).status).toBe(304);
    expect((await conditional('"other"')).status).toBe(200);
    // The brotli bytes have their own ETag: the gzip one does not match them.
    expect((await conditional(etag, 'br')).status).toBe(200);
    const head = await fetch(`${url}/de`, { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0);
    expect(await head.text()).toBe('');
    const plain = await fetch(`${url}/de?plain`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('<p>/de</p>');
    expect(renders.get('/de')).toBe(2);
  });

  it('never serves a kept page to a visitor with a cart, nor to a request with credentials', async () => {
    const { url, renders } = await start();
    await fetch(`${url}/de`);
    await fetch(`${url}/de`, { headers: { cookie: 'theme=dark; storefront_cart_id=abc' } });
    await fetch(`${url}/de`, { headers: { authorization: 'Basic eDp5' } });
    await fetch(`${url}/de`, { headers: { cookie: 'theme=dark' } });
    expect(renders.get('/de')).toBe(3);
  });

  it('never keeps an answer that sets a cookie', async () => {
    const { url, renders } = await start();
    const first = await fetch(`${url}/en`);
    await fetch(`${url}/en`);
    expect(renders.get('/en')).toBe(2);
    expect(first.headers.get('set-cookie')).toBe('visitor=1; Path=/');
    expect(first.headers.get('cache-control')).toBe('no-store');
  });

  it('gives pages made for one request a fresh nonce that its scripts carry', async () => {
    const { url } = await start();
    const answers = await Promise.all([1, 2].map(() => fetch(`${url}/api/anything`)));
    const nonces = await Promise.all(
      answers.map(async (answer) => {
        const nonce = /'nonce-([^']+)'/.exec(answer.headers.get('content-security-policy') ?? '')?.[1];
        expect(await answer.text()).toContain(`nonce="${nonce}"`);
        return nonce;
      }),
    );
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('refuses a body over 64 kB with 413 in the language of the path', async () => {
    const { url } = await start();
    const response = await fetch(`${url}/da/newsletter`, { method: 'POST', body: 'x'.repeat(70_000) });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain('De sendte data er for store');
  });

  it('refuses a form posted from another site with 403 in the language of the path', async () => {
    const { url, renders } = await start();
    for (const origin of ['https://evil.example', 'null', 'not a url']) {
      const response = await fetch(`${url}/en/cart`, { method: 'POST', headers: { origin }, body: 'a=1' });
      expect(response.status, origin).toBe(403);
      expect(await response.text()).toBe(
        'This form was sent from another website and was therefore not accepted. Please send it again on our site.',
      );
    }
    const own = await fetch(`${url}/en/cart`, { method: 'POST', headers: { origin: url }, body: 'a=1' });
    expect(own.status).toBe(200);
    expect(renders.get('/en/cart')).toBe(1);
  });

  it('finishes a request under way when told to stop, then takes no more', async () => {
    const { url } = await start();
    const running = server;
    if (!running) throw new Error('not started');
    const slow = fetch(`${url}/da`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopped = shutDown(running, logger, 'SIGTERM');
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('<p>/da</p>');
    await stopped;
    await expect(fetch(`${url}/de`)).rejects.toThrow();
  });
});
