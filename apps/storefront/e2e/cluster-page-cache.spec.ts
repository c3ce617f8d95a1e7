import { execFileSync } from 'node:child_process';
import { expect } from '@playwright/test';
import { clusterMode, storefrontPort } from '../playwright.config.ts';
import { findProducts, postCartLineWithoutJavaScript } from './cart-helpers.ts';
import { test } from './visitor.ts';

/**
 * nginx in front of the cluster as a shared page cache (deploy/nginx, decision 0073), with the real
 * storefront behind it: anonymous pages come from nginx, carts and cookie answers never do, and a
 * catalogue change shows through nginx and on each instance within the stated bound.
 */
const balancer = `http://localhost:${storefrontPort}`;
const instances = [1, 2].map((i) => `http://127.0.0.1:${storefrontPort + i}`);
const databaseUrl = `postgresql://postgres@127.0.0.1:5432/shop_e2e_${storefrontPort}`;
const fromCache = ['HIT', 'STALE', 'UPDATING', 'REVALIDATED'];

function psql(sql: string): string {
  return execFileSync(
    'psql',
    ['--quiet', '--no-psqlrc', '-At', '-v', 'ON_ERROR_STOP=1', '-d', databaseUrl, '-c', sql],
    {
      encoding: 'utf8',
      timeout: 30_000,
    },
  ).trim();
}

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixtures from a destructured first argument.
test.beforeEach(({}, testInfo) => {
  test.skip(!clusterMode, 'nginx runs in front of the cluster only');
  test.skip(testInfo.project.name !== 'desktop', 'no browser involved');
});

test('an anonymous page comes from nginx, and a conditional request gets 304', async () => {
  const headers = { 'accept-encoding': 'br' };
  await fetch(`${balancer}/de`, { headers });
  const cached = await fetch(`${balancer}/de`, { headers });
  expect(cached.status).toBe(200);
  expect(fromCache).toContain(cached.headers.get('x-cache-status'));
  const etag = cached.headers.get('etag');
  expect(etag).toBeTruthy();
  const conditional = await fetch(`${balancer}/de`, { headers: { ...headers, 'if-none-match': etag ?? '' } });
  expect(conditional.status).toBe(304);
  expect(fromCache).toContain(conditional.headers.get('x-cache-status'));
});

test('a cart page, a cart action and pages of a visitor with a cart never come from the cache', async () => {
  const { coffee } = await findProducts();
  const added = await postCartLineWithoutJavaScript(balancer, coffee.variantId);
  expect(added.status).toBe(303);
  expect(added.headers.get('x-cache-status')).toBeNull();
  const cookie = added.headers.getSetCookie().find((value) => value.startsWith('storefront_cart_id='));
  expect(cookie).toBeTruthy();
  const cartCookie = cookie?.split(';')[0] ?? '';

  for (let i = 0; i < 2; i++) {
    const own = await fetch(`${balancer}/de/cart`, { headers: { cookie: cartCookie } });
    expect(own.headers.get('x-cache-status')).toBe('BYPASS');
    expect(await own.text()).toContain(coffee.title);
    const anonymous = await fetch(`${balancer}/de/cart`);
    expect(fromCache).not.toContain(anonymous.headers.get('x-cache-status'));
    expect(await anonymous.text()).not.toContain(coffee.title);
    const home = await fetch(`${balancer}/de`, { headers: { cookie: cartCookie } });
    expect(home.headers.get('x-cache-status')).toBe('BYPASS');
  }
});

test('a content change shows through nginx and on every instance within the bound', async () => {
  test.setTimeout(60_000);
  const [key, handle] = psql(`SELECT key, handle->>'en' FROM pages ORDER BY key DESC LIMIT 1`).split('|');
  if (!key || !handle) throw new Error('no content page in the database');
  const marker = `Freshness check ${Date.now()}`;
  const urls = [balancer, ...instances].map((origin) => `${origin}/en/e/${handle}`);
  for (const url of urls) expect((await fetch(url)).status).toBe(200);
  const setBody = (sql: string) =>
    psql(`UPDATE pages SET body = jsonb_set(body, '{en}', to_jsonb(${sql})) WHERE key = '${key}'`);
  setBody(`(body->>'en') || ' ${marker}'`);
  const changedAt = Date.now();
  try {
    const seenAfter = await Promise.all(
      urls.map(async (url) => {
        while (Date.now() - changedAt < 30_000) {
          if ((await (await fetch(url)).text()).includes(marker)) return Date.now() - changedAt;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        return Number.POSITIVE_INFINITY;
      }),
    );
    console.log(`content change seen after (ms), nginx and each instance: ${seenAfter.join(', ')}`);
    // Catalogue poll (2 s) and a render, plus at most 2 s in nginx and its revalidation; the
    // margin is for a loaded machine. The bound stated in decision 0073 is far wider (≤ 36 s).
    for (const ms of seenAfter) expect(ms).toBeLessThan(10_000);
  } finally {
    setBody(`replace(body->>'en', ' ${marker}', '')`);
  }
});
