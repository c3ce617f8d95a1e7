import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * The page cache against the real services on PostgreSQL: a price changed in the database shows on
 * a cached page within the stated bound (catalogue poll every second here, 2 s by default), with no
 * restart; newsletter sign-ups from one client are throttled before they reach the provider.
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
function psql(sql: string, url = adminUrl): void {
  execFileSync('psql', ['--quiet', '--no-psqlrc', '-v', 'ON_ERROR_STOP=1', '-d', url, '-c', sql], {
    stdio: 'pipe',
    timeout: 30_000,
  });
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
