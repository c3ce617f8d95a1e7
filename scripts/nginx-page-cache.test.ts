import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nginxConfig } from './nginx-config.ts';

/**
 * The shop's nginx configuration as a shared cache (decision 0073), over real sockets: nginx from
 * deploy/nginx/cluster.conf.template in front of a stand-in storefront that answers as the real one
 * does, and, where it matters, as a faulty one might (a cart or a cookie answer marked public), so
 * that nginx's own rules are what is tested.
 */
const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const pageCacheControl = 'public, max-age=0, must-revalidate, s-maxage=20, stale-while-revalidate=30';

type Seen = { method: string; url: string; acceptEncoding?: string; ifNoneMatch?: string; cookie?: string };
type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; ms: number };

const seen: Seen[] = [];
let version = 1;
let revalidationDelayMs = 0;
let counter = 0;

function encodingOf(header: string | undefined): string {
  if (header === 'br' || header === 'gzip') return header;
  return header === undefined ? 'identity' : `other:${header}`;
}

/** Answers as the storefront does, per path; the body names what produced it. */
async function storefront(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const { method = 'GET', url = '/' } = req;
  seen.push({
    method,
    url,
    acceptEncoding: req.headers['accept-encoding'],
    ifNoneMatch: req.headers['if-none-match'],
    cookie: req.headers.cookie,
  });
  counter += 1;
  const pathname = url.split('?')[0];
  if (method === 'POST') {
    // Even marked public, an answer to a POST is one visitor's.
    res.writeHead(200, { 'cache-control': pageCacheControl, 'content-type': 'text/plain' });
    res.end(`answer to POST ${counter}`);
    return;
  }
  if (pathname === '/de/cart') {
    res.writeHead(200, { 'cache-control': 'private, no-store', 'content-type': 'text/html' });
    res.end(`cart page ${counter}`);
    return;
  }
  if (pathname === '/de/cookie') {
    res.writeHead(200, {
      'cache-control': pageCacheControl,
      'set-cookie': `storefront_cart_id=c${counter}; Path=/; HttpOnly`,
      'content-type': 'text/html',
    });
    res.end(`answer with a cookie ${counter}`);
    return;
  }
  if (pathname === '/de/varies') {
    res.writeHead(200, { 'cache-control': pageCacheControl, vary: 'Cookie', 'content-type': 'text/html' });
    res.end(`varies ${counter}`);
    return;
  }
  const personal = req.headers.cookie?.includes('storefront_cart_id=') || req.headers.authorization;
  if (personal) {
    // A faulty storefront that renders a personal page and still calls it public.
    res.writeHead(200, { 'cache-control': pageCacheControl, 'content-type': 'text/html' });
    res.end(`personal page ${counter}`);
    return;
  }
  const encoding = encodingOf(req.headers['accept-encoding']);
  const etag = `"v${version}-${encoding}"`;
  const headers = {
    'cache-control': pageCacheControl,
    etag,
    vary: 'Accept-Encoding',
    'content-type': 'text/html',
    // As long as the storefront's security headers and policy with its script hashes.
    'content-security-policy': `script-src 'self' ${"'sha256-0000000000000000000000000000000000000000000=' ".repeat(30)}`,
  };
  if (req.headers['if-none-match'] === etag) {
    if (revalidationDelayMs) await new Promise((resolve) => setTimeout(resolve, revalidationDelayMs));
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(200, headers);
  res.end(`page ${pathname} v${version} ${encoding}`);
}

/** One request over its own connection, bodies as sent (no decoding). */
function request(
  port: number,
  url: string,
  options: { method?: string; headers?: http.OutgoingHttpHeaders } = {},
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method: options.method ?? 'GET',
        headers: options.headers,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.method === 'POST' ? 'cartAction=LinesAdd' : undefined);
  });
}

const upstreamCount = (predicate: (entry: Seen) => boolean) => seen.filter(predicate).length;
// nginx counts validity in whole seconds: a page kept for 1 s expires 1 to 2 s after it was stored.
const expiredAfterMs = 2100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function portOf(server: http.Server): number {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
  return address.port;
}

async function freePort(): Promise<number> {
  const probe = http.createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const port = portOf(probe);
  probe.close();
  return port;
}

let nginx: ChildProcess | undefined;
let upstream: http.Server | undefined;
let port = 0;
let runDir = '';
const nginxLog: string[] = [];

describe.skipIf(!existsSync(nginxPath))("the shop's nginx as a shared page cache", () => {
  beforeAll(async () => {
    upstream = http.createServer((req, res) => void storefront(req, res));
    upstream.listen(0, '127.0.0.1');
    await once(upstream, 'listening');
    const upstreamPort = portOf(upstream);
    port = Number(process.env.NGINX_TEST_PORT ?? (await freePort()));
    runDir = mkdtempSync(path.join(tmpdir(), 'nginx-cache-test-'));
    // nginx started as root runs its workers as `nobody`, who must reach the cache below it.
    chmodSync(runDir, 0o755);
    writeFileSync(
      path.join(runDir, 'nginx.conf'),
      nginxConfig({
        runDir,
        storefrontPort: port,
        commercePort: port + 1,
        storefronts: [`127.0.0.1:${upstreamPort}`],
        commerces: [`127.0.0.1:${upstreamPort}`],
        outbox: `127.0.0.1:${upstreamPort}`,
      }),
    );
    nginx = spawn(nginxPath, ['-p', runDir, '-c', path.join(runDir, 'nginx.conf')], { stdio: 'pipe' });
    nginx.stderr?.on('data', (chunk: Buffer) => nginxLog.push(chunk.toString()));
    for (let attempt = 0; ; attempt++) {
      const answer = await request(port, '/health').catch(() => undefined);
      if (answer) break;
      if (attempt > 100 || nginx.exitCode !== null)
        throw new Error(`nginx did not start:\n${nginxLog.join('')}`);
      await sleep(50);
    }
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      nginx.kill('SIGQUIT');
      await once(nginx, 'exit');
    }
    upstream?.close();
    if (runDir) rmSync(runDir, { recursive: true, force: true });
  });

  beforeEach(() => {
    seen.length = 0;
    revalidationDelayMs = 0;
  });

  it('serves a page many times from one answer of the storefront, and 304 on If-None-Match', async () => {
    const url = '/de?t=first';
    const first = await request(port, url, { headers: { 'accept-encoding': 'br' } });
    expect(first.status).toBe(200);
    expect(first.body).toBe('page /de v1 br');
    for (let i = 0; i < 5; i++) {
      expect((await request(port, url, { headers: { 'accept-encoding': 'br' } })).body).toBe(
        'page /de v1 br',
      );
    }
    const conditional = await request(port, url, {
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    });
    expect(conditional.status).toBe(304);
    expect(conditional.body).toBe('');
    expect(conditional.headers.etag).toBe(first.headers.etag);
    expect(upstreamCount((entry) => entry.url === url)).toBe(1);
  });

  it('keeps each encoding apart, one entry for all the ways of asking for it', async () => {
    const url = '/de/c/kaffee';
    const ask = (acceptEncoding?: string) =>
      request(port, url, {
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      });
    expect((await ask('gzip, deflate, br, zstd')).body).toBe('page /de/c/kaffee v1 br');
    expect((await ask('br, gzip')).body).toBe('page /de/c/kaffee v1 br');
    expect((await ask('gzip, deflate')).body).toBe('page /de/c/kaffee v1 gzip');
    expect((await ask('gzip')).body).toBe('page /de/c/kaffee v1 gzip');
    expect((await ask()).body).toBe('page /de/c/kaffee v1 identity');
    expect((await ask('deflate')).body).toBe('page /de/c/kaffee v1 identity');
    // Parameters: the storefront decides, under the header as sent.
    expect((await ask('br;q=0, gzip')).body).toBe('page /de/c/kaffee v1 other:br;q=0, gzip');
    expect(seen.map((entry) => entry.acceptEncoding)).toEqual(['br', 'gzip', undefined, 'br;q=0, gzip']);
  });

  it('keeps pages asked for with URLs of several kB (route discovery asks so), answering each', async () => {
    // 3.5 kB: key and header lines once overflowed nginx's buffer (502); 7.5 kB: near the 8 kB
    // request-line limit.
    for (const repeat of [115, 250]) {
      const url = `/de/c/kaffee?paths=${'%2Fde%2Fc%2Fkaffee-aus-afrika'.repeat(repeat)}`;
      const first = await request(port, url, { headers: { 'accept-encoding': 'br' } });
      expect(first.status).toBe(200);
      const again = await request(port, url, { headers: { 'accept-encoding': 'br' } });
      expect(again.headers['x-cache-status']).toBe('HIT');
      expect(upstreamCount((entry) => entry.url === url)).toBe(1);
    }
  });

  it('never serves a cart page, an answer that sets a cookie, or a POST from the cache', async () => {
    const cart = [await request(port, '/de/cart'), await request(port, '/de/cart')];
    expect(cart.map((answer) => answer.body)).not.toEqual([cart[0]?.body, cart[0]?.body]);
    expect(upstreamCount((entry) => entry.url === '/de/cart')).toBe(2);

    const withCookie = [await request(port, '/de/cookie'), await request(port, '/de/cookie')];
    expect(withCookie[1]?.headers['set-cookie']).not.toEqual(withCookie[0]?.headers['set-cookie']);
    expect(upstreamCount((entry) => entry.url === '/de/cookie')).toBe(2);

    const posts = [
      await request(port, '/de/p/bohne', { method: 'POST' }),
      await request(port, '/de/p/bohne', { method: 'POST' }),
    ];
    expect(posts[0]?.body).not.toBe(posts[1]?.body);
    const get = await request(port, '/de/p/bohne', { headers: { 'accept-encoding': 'br' } });
    expect(get.body).toBe('page /de/p/bohne v1 br');
    expect(upstreamCount((entry) => entry.url === '/de/p/bohne')).toBe(3);

    const varies = [await request(port, '/de/varies'), await request(port, '/de/varies')];
    expect(varies[0]?.body).not.toBe(varies[1]?.body);
  });

  it('passes a visitor with a cart or credentials to the storefront and keeps nothing of theirs', async () => {
    const url = '/de/e/impressum';
    const anonymous = await request(port, url, { headers: { 'accept-encoding': 'br' } });
    const withCart = await request(port, url, {
      headers: { 'accept-encoding': 'br', cookie: 'consent=1; storefront_cart_id=abc' },
    });
    expect(withCart.body).toMatch(/^personal page/);
    const signedIn = await request(port, url, {
      headers: { 'accept-encoding': 'br', authorization: 'Basic eDp5' },
    });
    expect(signedIn.body).toMatch(/^personal page/);
    // The cached anonymous page is untouched, and another cookie does not keep a visitor out of it.
    const after = await request(port, url, { headers: { 'accept-encoding': 'br', cookie: 'consent=1' } });
    expect(after.body).toBe(anonymous.body);
    expect(upstreamCount((entry) => entry.url === url)).toBe(3);
  });

  it('asks again after a second or two with If-None-Match, and a change shows within that bound', async () => {
    const url = '/de/a';
    const headers = { 'accept-encoding': 'gzip' };
    expect((await request(port, url, { headers })).body).toBe('page /de/a v1 gzip');
    await sleep(expiredAfterMs);
    // Expired: this answer may still be the kept one while the storefront is asked, once.
    await request(port, url, { headers });
    await sleep(200);
    const revalidations = seen.filter((entry) => entry.url === url && entry.ifNoneMatch !== undefined);
    expect(revalidations).toEqual([expect.objectContaining({ ifNoneMatch: '"v1-gzip"' })]);

    version += 1;
    const changedAt = Date.now();
    let body = '';
    while (Date.now() - changedAt < 5000) {
      body = (await request(port, url, { headers })).body;
      if (body.includes(`v${version}`)) break;
      await sleep(50);
    }
    expect(body).toBe(`page /de/a v${version} gzip`);
    expect(Date.now() - changedAt).toBeLessThan(expiredAfterMs + 500);
  });

  it('serves the expired page to others while one request asks the storefront again', async () => {
    const url = '/de/search';
    const headers = { 'accept-encoding': 'br' };
    const kept = await request(port, url, { headers });
    await sleep(expiredAfterMs);
    revalidationDelayMs = 1000;
    const asking = request(port, url, { headers });
    await sleep(100);
    const others = await Promise.all([1, 2, 3].map(() => request(port, url, { headers })));
    for (const answer of others) {
      expect(answer.body).toBe(kept.body);
      expect(answer.headers['x-cache-status']).toBe('UPDATING');
      expect(answer.ms).toBeLessThan(500);
    }
    expect((await asking).body).toBe(kept.body);
    expect(upstreamCount((entry) => entry.url === url && entry.ifNoneMatch !== undefined)).toBe(1);
  });
});
