import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { expect } from '@playwright/test';
import { test } from './visitor.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const storefrontPort = Number(process.env.E2E_STOREFRONT_PORT) + 2;
const commercePort = Number(process.env.E2E_COMMERCE_PORT) + 2;
const dataDir = path.join(root, `data/e2e-restart-pglite-${commercePort}`);

function startShop(output: string[]): ChildProcess {
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.ts')], {
    cwd: root,
    env: {
      ...process.env,
      STOREFRONT_PORT: String(storefrontPort),
      COMMERCE_PORT: String(commercePort),
      COMMERCE_API_URL: `http://localhost:${commercePort}`,
      PGLITE_DIR: dataDir,
      SEED_PRODUCTS: '80',
    },
    stdio: 'pipe',
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return child;
}

async function homeWhenReady(): Promise<string> {
  for (let attempt = 0; attempt < 300; attempt++) {
    const response = await fetch(`http://localhost:${storefrontPort}/de`).catch(() => undefined);
    if (response?.status === 200) return response.text();
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('the shop did not come up');
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixtures from a destructured first argument.
test('Ctrl-C stops both processes, frees the ports, and the next start serves the same data without seeding again', async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one run is enough: no browser involved');
  test.setTimeout(240_000);
  rmSync(dataDir, { recursive: true, force: true });

  const firstOutput: string[] = [];
  const first = startShop(firstOutput);
  const before = await homeWhenReady();
  first.kill('SIGINT');
  const [exitCode] = await once(first, 'exit');
  expect(exitCode).toBe(0);
  // Both log JSON lines (pino); the last one of each says it stopped after finishing its requests.
  expect(firstOutput.join('')).toMatch(/"service":"commerce".*"msg":"stopped"/);
  expect(firstOutput.join('')).toMatch(/"service":"storefront".*"msg":"stopped"/);
  expect(await portIsFree(storefrontPort)).toBe(true);
  expect(await portIsFree(commercePort)).toBe(true);

  const secondOutput: string[] = [];
  const second = startShop(secondOutput);
  try {
    const after = await homeWhenReady();
    expect(secondOutput.join('')).toContain('catalogue present');
    expect(after.match(/<main[\s\S]*<\/main>/)?.[0]).toBe(before.match(/<main[\s\S]*<\/main>/)?.[0]);
  } finally {
    second.kill('SIGINT');
    await once(second, 'exit');
  }
});
