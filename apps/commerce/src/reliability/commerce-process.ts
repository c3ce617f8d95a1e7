import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import path from 'node:path';
import { freePort } from '@shop/observability/testing/free-port';
import type { CommerceConfig } from '../config/config.ts';

const appRoot = path.resolve(import.meta.dirname, '../..');

/**
 * The commerce service as its own process (src/main.ts, as in production) on one port and database
 * for its whole life, which may be killed without warning and started again; every line it writes
 * to stdout or stderr (its pino log, and whatever else prints) is kept, complete once it stopped.
 * The access token is random, so that a leak of it into an answer or a log line shows.
 */
export class CommerceProcess {
  readonly token = `reliability-${randomBytes(12).toString('hex')}`;
  readonly logs: string[] = [];
  private child: ChildProcess | undefined;

  private readonly database: CommerceConfig['database'];
  private readonly port: number;
  private readonly env: NodeJS.ProcessEnv;

  private constructor(database: CommerceConfig['database'], port: number, env: NodeJS.ProcessEnv) {
    this.database = database;
    this.port = port;
    this.env = env;
  }

  /** `env` is added to the process's environment (after ours, so it may override it). */
  static async create(
    database: CommerceConfig['database'],
    env: NodeJS.ProcessEnv = {},
  ): Promise<CommerceProcess> {
    return new CommerceProcess(database, await freePort(), env);
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the process and waits until it is ready; answers how long that took, in ms. */
  async start(): Promise<number> {
    const started = Date.now();
    const target =
      this.database.kind === 'postgres'
        ? { DATABASE_URL: this.database.url }
        : { PGLITE_DIR: this.database.dir };
    const child = spawn(process.execPath, ['src/main.ts'], {
      cwd: appRoot,
      env: {
        ...process.env,
        ...target,
        NODE_ENV: 'production',
        MAIL_OUTBOX: 'on',
        MALLOC_ARENA_MAX: '2',
        COMMERCE_HOST: '127.0.0.1',
        COMMERCE_PORT: String(this.port),
        STOREFRONT_ACCESS_TOKEN: this.token,
        SEED_PRODUCTS: '40',
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.setEncoding('utf8');
    child.stderr?.setEncoding('utf8');
    keepLines(child.stdout, this.logs);
    keepLines(child.stderr, this.logs);
    this.child = child;
    await this.waitForReadiness(200, 180_000);
    return Date.now() - started;
  }

  /** Whether the process still runs (it must not end by itself, e.g. when its database goes away). */
  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** kill -9: no shutdown, no flush, open requests cut off. */
  async kill(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGKILL');
    // 'close', not 'exit': only then has everything it wrote been read.
    await once(child, 'close');
  }

  /** A clean stop: open requests finish, the database is closed (PGlite flushes). */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const force = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await once(child, 'close');
    clearTimeout(force);
  }

  /** Polls `/health/ready` until it answers `status`; answers how long that took, in ms. */
  async waitForReadiness(status: number, timeoutMs: number): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      if (this.child && !this.running) break;
      try {
        const answer = await fetch(`${this.url}/health/ready`, { signal: AbortSignal.timeout(2000) });
        if (answer.status === status) return Date.now() - started;
      } catch {
        // Not listening (yet), or too slow to answer.
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(
      `Readiness never answered ${status} (process ${this.running ? 'running' : 'ended'}). Output:\n${this.logs.slice(-30).join('\n')}`,
    );
  }
}

/** Splits a stream into lines as they arrive; a line cut between two chunks is joined again. */
function keepLines(stream: NodeJS.ReadableStream | null, lines: string[]): void {
  let rest = '';
  stream?.on('data', (chunk: string) => {
    const parts = (rest + chunk).split('\n');
    rest = parts.pop() ?? '';
    for (const line of parts) if (line) lines.push(line);
  });
  stream?.on('end', () => {
    if (rest) lines.push(rest);
    rest = '';
  });
}
