import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { expect } from '@playwright/test';
import { test } from './visitor.ts';

const root = path.resolve(import.meta.dirname, '../../..');
// Ports of their own, so this test's storefront and commerce service are independent of the shared ones.
const storefrontPort = Number(process.env.E2E_STOREFRONT_PORT) + 1;
const commercePort = Number(process.env.E2E_COMMERCE_PORT) + 1;

const output: string[] = [];

function startNode(script: string, cwd: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [script], { cwd, env: { ...process.env, ...env }, stdio: 'pipe' });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return child;
}

async function waitForHttp(url: string): Promise<void> {
  for (let attempt = 0; attempt < 450; attempt++) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${url} did not come up. Output:\n${output.join('')}`);
}

async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  child.kill('SIGINT');
  await once(child, 'exit');
}

test.describe.configure({ mode: 'serial' });

test('a commerce outage gives a 503 page in the page language, and the shop recovers by itself', async ({
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one run is enough: no browser involved');
  test.setTimeout(180_000);
  let commerce: ChildProcess | undefined;
  const storefront = startNode('server.ts', path.join(root, 'apps/storefront'), {
    STOREFRONT_PORT: String(storefrontPort),
    COMMERCE_API_URL: `http://localhost:${commercePort}`,
    COMMERCE_TIMEOUT_MS: '2000',
  });
  try {
    await waitForHttp(`http://localhost:${storefrontPort}/`);
    const down = await request.get(`http://localhost:${storefrontPort}/en`);
    expect(down.status()).toBe(503);
    // Tells browsers and crawlers when to come back (lost before: React Router drops a thrown
    // answer's headers unless the boundary's route passes them on).
    expect(down.headers()['retry-after']).toBe('10');
    // A 503 is never kept in the page cache.
    expect(down.headers()['cache-control']).not.toContain('public');
    const body = await down.text();
    expect(body).toContain('The shop will be back in a moment');
    expect(body).not.toMatch(/at .*\.(ts|js):\d+/);

    commerce = startNode('src/main.ts', path.join(root, 'apps/commerce'), {
      COMMERCE_PORT: String(commercePort),
      PGLITE_DIR: path.join(root, `data/e2e-outage-pglite-${commercePort}`),
      // A small catalogue: this test is about the outage, not the data, and seeding competes for CPU.
      SEED_PRODUCTS: '80',
    });
    await waitForHttp(`http://localhost:${commercePort}/health`);
    const back = await request.get(`http://localhost:${storefrontPort}/en`);
    expect(back.status()).toBe(200);
  } finally {
    await stop(commerce);
    await stop(storefront);
  }
});
