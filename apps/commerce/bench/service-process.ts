import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '@shop/observability/testing/free-port';
import { z } from 'zod';

const appRoot = path.resolve(import.meta.dirname, '..');

const healthBody = z.object({ searchIndex: z.enum(['ready', 'building']) });

export type RunningService = { url: string; token: string; stop: () => Promise<void> };

/**
 * Starts the commerce service as its own process (as in production), so the load generator
 * does not share its event loop; it seeds the catalogue on its first start.
 */
export async function startService(
  env: Record<string, string>,
  timeoutMs = 30 * 60_000,
): Promise<RunningService> {
  const port = await freePort();
  const token = 'bench-storefront-token';
  const child: ChildProcess = spawn(process.execPath, ['src/main.ts'], {
    cwd: appRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Benchmarks send no real mail: the local outbox (decision 0045).
      MAIL_OUTBOX: 'on',
      COMMERCE_HOST: '127.0.0.1',
      COMMERCE_PORT: String(port),
      STOREFRONT_ACCESS_TOKEN: token,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The service exited with ${child.exitCode}`);
    try {
      const health = await fetch(`${url}/health`);
      // Measured from memory, as a running shop answers: wait for the search indexes it builds on
      // start, unless the catalogue cache is off (then searches always take SQL).
      if (
        health.ok &&
        (env.CATALOG_CACHE === 'off' || healthBody.parse(await health.json()).searchIndex === 'ready')
      )
        break;
    } catch {
      // Not listening yet: seeding or starting.
    }
    if (Date.now() - started > timeoutMs) throw new Error('The service did not start in time');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    url,
    token,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
