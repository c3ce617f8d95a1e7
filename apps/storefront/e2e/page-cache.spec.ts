import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { expect } from '@playwright/test';
import { test } from './visitor.ts';

/**
 * The page cache against the real services on PostgreSQL: a price changed in the database shows on
 * a cached page within the stated bound (catalogue poll every second here, 2 s by default), with no
 * restart, and so does a stock change on the product's page, while other pages stay kept and no page
 * is made again by age while the signals are heard (decision 0082: the age limit here is 1 s);
 * newsletter sign-ups from one client are throttled before they reach the provider.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const storefrontPort = Number(process.env.E2E_STOREFRONT_PORT) + 3;
const commercePort = Number(process.env.E2E_COMMERCE_PORT) + 3;
const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const databaseName = `e2e_page_cache_${commercePort}`;
const databaseUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
})();
const pollMs = 1000;
const storefront = `http://localhost:${storefrontPort}`;

const output: string[] = [];
const children: ChildProcess[] = [];

function startNode(script: string, cwd: string, env: Record<string, string>): void {
  const child = spawn(process.execPath, [script], { cwd, env: { ...process.env, ...env }, stdio: 'pipe' });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  children.push(child);
}

/**
 * Runs SQL as a shop's administrator would, with psql: the storefront's code never opens a database
 * (the lint fence keeps database drivers out of it), and neither does its test.
 */
function psql(sql: string, url = adminUrl): string {
  return execFileSync(
    'psql',
    ['--quiet', '--no-psqlrc', '--tuples-only', '--no-align', '-v', 'ON_ERROR_STOP=1', '-d', url, '-c', sql],
    { stdio: 'pipe', timeout: 30_000 },
  ).toString();
}

/** The page cache's request counter for one result (hit, stale, miss), from the storefront's metrics. */
async function cacheCount(result: 'hit' | 'stale' | 'miss'): Promise<number> {
  const metrics = await (await fetch(`${storefront}/metrics`)).text();
  const line = metrics
    .split('\n')
    .find((l) => l.startsWith('page_cache_requests_total') && l.includes(`"${result}"`));
  return Number(line?.split(' ').pop() ?? 0);
}

function postgresReachable(): boolean {
  try {
    psql('SELECT 1');
    return true;
  } catch {
    return false;
  }
}

async function waitForReady(url: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    const response = await fetch(url).catch(() => undefined);
    if (response?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not become ready. Output:\n${output.join('')}`);
}

/** The prices the home page's product grid shows, in page order. */
async function homePrices(): Promise<string[]> {
  const html = await (await fetch(`${storefront}/en`)).text();
  const main = html.match(/<main[\s\S]*<\/main>/)?.[0] ?? '';
  return main.match(/€[\d.,]+/g) ?? [];
}

test.describe.configure({ mode: 'serial' });

let postgres = true;

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixtures from a destructured first argument.
test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one run is enough: no browser involved');
  postgres = postgresReachable();
  test.skip(!postgres, 'needs the PostgreSQL server and psql');
  test.setTimeout(300_000);
  psql(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  psql(`CREATE DATABASE ${databaseName}`);
  startNode('src/main.ts', path.join(root, 'apps/commerce'), {
    COMMERCE_PORT: String(commercePort),
    DATABASE_URL: databaseUrl,
    SEED_PRODUCTS: '80',
  });
  startNode('server.ts', path.join(root, 'apps/storefront'), {
    STOREFRONT_PORT: String(storefrontPort),
    COMMERCE_API_URL: `http://localhost:${commercePort}`,
    CATALOG_POLL_MS: String(pollMs),
    PAGE_CACHE_MAX_AGE_S: '1',
    NEWSLETTER_SIGNUPS_PER_HOUR: '3',
    // Nobody listens here: forwarded sign-ups fail fast, which is enough to count them.
    NEWSLETTER_SUBSCRIBE_URL: `http://localhost:${commercePort}/nowhere`,
  });
  await waitForReady(`http://localhost:${commercePort}/health/ready`);
  await waitForReady(`${storefront}/health/ready`);
});

test.afterAll(async () => {
  for (const child of children) {
    if (child.exitCode !== null) continue;
    child.kill('SIGINT');
    await once(child, 'exit');
  }
  if (postgres) psql(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
});

test('a price changed in the database shows on the cached page within the bound', async () => {
  const before = await homePrices();
  expect(before.length).toBeGreaterThan(0);
  // Served from the cache: the same bytes, and the metrics count hits.
  expect(await homePrices()).toEqual(before);
  const metrics = await (await fetch(`${storefront}/metrics`)).text();
  expect(metrics).toMatch(/page_cache_requests_total\{[^}]*result="hit"[^}]*\} [1-9]/);

  psql(
    'UPDATE product_variants SET price_cents = price_cents + 1111; ' +
      'UPDATE products SET min_price_cents = min_price_cents + 1111, max_price_cents = max_price_cents + 1111',
    databaseUrl,
  );
  const changedAt = Date.now();
  let after = before;
  while (Date.now() - changedAt < 10_000) {
    after = await homePrices();
    if (after.join() !== before.join()) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const seenAfterMs = Date.now() - changedAt;
  expect(after).not.toEqual(before);
  // The poll interval, plus one render and the commerce service's own notification.
  expect(seenAfterMs).toBeLessThan(pollMs * 2 + 2000);
});

test('a stock change shows on the cached product page within the bound and leaves other pages kept', async () => {
  const [id, handle] = psql(
    "SELECT p.id, p.handle->>'de' FROM products p WHERE p.available_for_sale AND NOT EXISTS (SELECT 1 FROM " +
      'product_variants v WHERE v.product_id = p.id AND v.currently_not_in_stock) ORDER BY p.id LIMIT 1',
    databaseUrl,
  )
    .trim()
    .split('|');
  const productPage = `${storefront}/de/p/${handle}`;
  const availability = async () =>
    (await (await fetch(productPage)).text()).match(/data-availability="([a-z-]+)"/)?.[1];
  expect(await availability()).toBe('in-stock');
  await fetch(`${storefront}/de`);
  // Older than the age limit of 1 s, and still kept: the signals are heard.
  await new Promise((resolve) => setTimeout(resolve, 2500));
  const misses = await cacheCount('miss');
  expect(await availability()).toBe('in-stock');
  await fetch(`${storefront}/de`);
  expect(await cacheCount('miss')).toBe(misses);

  // As a stock system marks a product to be reordered: stock columns only, no content change.
  psql(`UPDATE product_variants SET currently_not_in_stock = true WHERE product_id = ${id}`, databaseUrl);
  const changedAt = Date.now();
  let seen = await availability();
  while (seen === 'in-stock' && Date.now() - changedAt < 10_000) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    seen = await availability();
  }
  expect(seen).toBe('reordered');
  expect(Date.now() - changedAt).toBeLessThan(pollMs * 2 + 2000);
  // The home page was not dropped with it, and no page was made again by age.
  const missesAfter = await cacheCount('miss');
  await fetch(`${storefront}/de`);
  expect(await cacheCount('miss')).toBe(missesAfter);
  expect(await cacheCount('stale')).toBe(0);
});

test('sign-ups from one client are throttled before they reach the provider, in the page language', async () => {
  const signUp = () =>
    fetch(`${storefront}/de/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: storefront },
      body: new URLSearchParams({ email: 'anna@example.com', privacyPolicyAccepted: 'on' }),
    });
  for (let i = 0; i < 3; i++) expect((await signUp()).status).not.toBe(429);
  const refused = await signUp();
  expect(refused.status).toBe(429);
  expect(await refused.text()).toContain('Von Ihrem Anschluss kamen gerade sehr viele Anmeldungen');
});
