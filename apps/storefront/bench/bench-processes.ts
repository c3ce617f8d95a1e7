import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';

/**
 * The processes a benchmark starts (servers under test, the commerce service), so that a wait
 * fails at once when one of them dies and all of them are stopped at the end.
 */
export class BenchProcesses {
  readonly children: ChildProcess[] = [];

  start(command: string, args: string[], cwd: string, env: Record<string, string> = {}): ChildProcess {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    this.children.push(child);
    return child;
  }

  /** Until the URL answers 2xx; fails when a started process has exited meanwhile. */
  async waitFor(url: string, timeoutMs = 600_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      const exited = this.children.find((child) => child.exitCode !== null);
      if (exited) throw new Error(`${exited.spawnargs.join(' ')} exited with ${exited.exitCode}`);
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) }).catch(() => undefined);
      if (response?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    throw new Error(`${url} did not answer`);
  }

  /**
   * Last started first: a server is stopped before the commerce service it asks, so that its
   * requests in flight do not fail and print errors after the figures.
   */
  async stopAll(): Promise<void> {
    for (const child of [...this.children].reverse()) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      child.kill('SIGTERM');
      await once(child, 'exit').catch(() => undefined);
    }
  }
}

export type WrkResult = { rps: number; requests: number; p50: string; p99: string };

/** wrk on CPU 1 (the servers under test run on CPU 0); fails when any answer was not 2xx or 3xx. */
export function wrk(
  url: string,
  options: { connections: number; seconds: number; headers?: string[] },
): WrkResult {
  const headers = (options.headers ?? []).flatMap((header) => ['-H', header]);
  const output = execFileSync(
    'taskset',
    [
      '-c',
      '1',
      'wrk',
      '-t1',
      `-c${options.connections}`,
      `-d${options.seconds}s`,
      '--timeout',
      '30s',
      '--latency',
      ...headers,
      url,
    ],
    { encoding: 'utf8' },
  );
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1];
  if (non2xx) throw new Error(`${url}: ${non2xx} answers were not 2xx or 3xx`);
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0),
    requests: Number(/(\d+) requests in/.exec(output)?.[1] ?? 0),
    p50: /^\s*50%\s+(\S+)/m.exec(output)?.[1] ?? '?',
    p99: /^\s*99%\s+(\S+)/m.exec(output)?.[1] ?? '?',
  };
}
