import { spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Spec section 7: envelopes reach the error-reporting service in production and staging, and never in
 * development or CI. A local HTTP server stands in for the service; the real SDK sends to it over a
 * real socket from a real commerce start-up (error-probe.ts, one process per case).
 */

type Envelope = { path: string; body: string };
const envelopes: Envelope[] = [];
const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    envelopes.push({ path: req.url ?? '', body: Buffer.concat(chunks).toString('utf8') });
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});
let dsn = '';

beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  dsn = `http://publickey@127.0.0.1:${(server.address() as AddressInfo).port}/42`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Runs the probe with exactly this environment (nothing inherited: the test itself may run in CI). */
async function probe(env: Record<string, string>): Promise<{ enabled: boolean; sent: Envelope[] }> {
  envelopes.length = 0;
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'error-probe.ts')], {
    env: { PATH: process.env.PATH ?? '', SENTRY_DSN: dsn, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString('utf8');
  });
  const [code] = await once(child, 'exit');
  expect(code).toBe(0);
  const settings: unknown = JSON.parse(out.trim().split('\n').at(-1) ?? '{}');
  const enabled =
    typeof settings === 'object' && settings !== null && Reflect.get(settings, 'enabled') === true;
  return { enabled, sent: [...envelopes] };
}

describe('commerce error reporting', { timeout: 30_000 }, () => {
  it('sends an envelope in production, scrubbed of the e-mail address', async () => {
    const { enabled, sent } = await probe({ NODE_ENV: 'production' });
    expect(enabled).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.path).toMatch(/^\/api\/42\/envelope\//);
    expect(sent[0]?.body).toContain('probe: order could not be placed for [email]');
    expect(sent[0]?.body).toContain('"environment":"production"');
    expect(sent[0]?.body).toContain('"name":"sentry.javascript.node"');
    expect(sent[0]?.body).not.toContain('anna.beispiel@example.com');
  });

  it('sends an envelope in staging', async () => {
    const { sent } = await probe({ NODE_ENV: 'production', SENTRY_ENVIRONMENT: 'staging' });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toContain('"environment":"staging"');
  });

  it('sends nothing in development', async () => {
    const { enabled, sent } = await probe({ NODE_ENV: 'development' });
    expect(enabled).toBe(false);
    expect(sent).toEqual([]);
  });

  it('sends nothing in CI, even as production', async () => {
    const { enabled, sent } = await probe({ NODE_ENV: 'production', CI: 'true' });
    expect(enabled).toBe(false);
    expect(sent).toEqual([]);
  });
});
