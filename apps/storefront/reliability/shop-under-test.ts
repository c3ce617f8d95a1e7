import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@shop/observability/testing/free-port';

const root = path.resolve(import.meta.dirname, '../../..');
const postgresUrl = process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';

export type Engine = 'pglite' | 'postgres';

/** Whether PostgreSQL answers (as the commerce tests decide it); its runs are skipped otherwise. */
export const postgresReachable =
  postgresUrl !== 'off' &&
  spawnSync('psql', [postgresUrl, '-Atc', 'select 1'], { encoding: 'utf8', timeout: 5000 }).stdout?.trim() ===
    '1';

function psql(sql: string): void {
  const result = spawnSync('psql', [postgresUrl, '-v', 'ON_ERROR_STOP=1', '-qc', sql], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`psql failed: ${result.stderr}`);
}

/** A service process whose every output line is kept, to be searched for leaks afterwards. */
type Service = { child: ChildProcess; url: string };

/**
 * The production build of the storefront and the commerce service as two processes, as a shop
 * runs them, on a database of their own; the secret access token is random so a leak of it shows.
 */
export class ShopUnderTest {
  readonly secret = `fuzz-secret-${randomBytes(12).toString('hex')}`;
  readonly logs: string[] = [];
  private commerce: Service | undefined;
  private storefront: Service | undefined;
  private readonly pgliteDir = mkdtempSync(path.join(tmpdir(), 'shop-fuzz-'));
  private readonly database = `shop_fuzz_${randomBytes(5).toString('hex')}`;
  private commercePort = 0;
  private storefrontPort = 0;

  readonly engine: Engine;

  constructor(engine: Engine) {
    this.engine = engine;
  }

  get url(): string {
    if (!this.storefront) throw new Error('The storefront is not running');
    return this.storefront.url;
  }

  async start(): Promise<void> {
    // `npm test` runs Vitest before it builds: a fresh clone has no build yet, so make one.
    if (!existsSync(path.join(root, 'apps/storefront/build/server/index.js'))) {
      const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
      if (built.status !== 0) throw new Error('The storefront build failed');
    }
    this.commercePort = await freePort();
    this.storefrontPort = await freePort();
    if (this.engine === 'postgres') psql(`CREATE DATABASE ${this.database}`);
    await this.startCommerce();
    this.storefront = await this.spawnService('storefront', 'apps/storefront', 'server.ts', {
      STOREFRONT_PORT: String(this.storefrontPort),
      COMMERCE_API_URL: this.commerceUrl,
      STOREFRONT_PUBLIC_URL: `http://127.0.0.1:${this.storefrontPort}`,
      STOREFRONT_ACCESS_TOKEN: this.secret,
      // Short, so an outage test sees the storefront give up on a dead API quickly.
      COMMERCE_TIMEOUT_MS: '3000',
    });
    await waitFor(`${this.storefront.url}/health/ready`, 200, this.logs);
  }

  get commerceUrl(): string {
    return `http://127.0.0.1:${this.commercePort}`;
  }

  /** Starts (or starts again) the commerce service on the same port and database. */
  async startCommerce(): Promise<void> {
    const database: Record<string, string> =
      this.engine === 'postgres'
        ? { DATABASE_URL: postgresUrl.replace(/\/[^/]*$/, `/${this.database}`) }
        : { PGLITE_DIR: this.pgliteDir };
    this.commerce = await this.spawnService('commerce', 'apps/commerce', 'src/main.ts', {
      ...database,
      NODE_ENV: 'production',
      MAIL_OUTBOX: 'on',
      COMMERCE_HOST: '127.0.0.1',
      COMMERCE_PORT: String(this.commercePort),
      COMMERCE_PUBLIC_URL: this.commerceUrl,
      STOREFRONT_ORIGIN: `http://127.0.0.1:${this.storefrontPort}`,
      STOREFRONT_ACCESS_TOKEN: this.secret,
      // A small catalogue: the requests are the subject here, and seeding competes for the CPU.
      SEED_PRODUCTS: '60',
    });
    await waitFor(`${this.commerce.url}/health/ready`, 200, this.logs);
  }

  /** kill -9: the commerce service is gone without a word, as after a crash. */
  async killCommerce(): Promise<void> {
    const running = this.commerce?.child;
    this.commerce = undefined;
    if (!running || running.exitCode !== null) return;
    running.kill('SIGKILL');
    await once(running, 'exit');
  }

  async stop(): Promise<void> {
    await Promise.all([stopChild(this.storefront?.child), stopChild(this.commerce?.child)]);
    this.storefront = undefined;
    this.commerce = undefined;
    rmSync(this.pgliteDir, { recursive: true, force: true });
    if (this.engine === 'postgres') psql(`DROP DATABASE IF EXISTS ${this.database} WITH (FORCE)`);
  }

  private async spawnService(
    name: string,
    cwd: string,
    script: string,
    env: Record<string, string>,
  ): Promise<Service> {
    const child = spawn(process.execPath, [script], {
      cwd: path.join(root, cwd),
      env: { ...process.env, NODE_ENV: 'production', MALLOC_ARENA_MAX: '2', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line) this.logs.push(`${name}: ${line}`);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const port = name === 'commerce' ? this.commercePort : this.storefrontPort;
    return { child, url: `http://127.0.0.1:${port}` };
  }
}

async function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await once(child, 'exit');
  clearTimeout(timer);
}

/** Polls until the URL answers with the status, up to three minutes (first start seeds). */
export async function waitFor(url: string, status: number, logs: string[]): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 180_000) {
    try {
      // A hung answer must not hold the wait beyond its own bound.
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).status === status)
        return Date.now() - started;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer ${status} in time. Output:\n${logs.slice(-40).join('\n')}`);
}
