import { spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

/** One envelope as the error-reporting service received it. */
export type Envelope = { path: string; body: string };

const reportedError = z.object({
  exception: z.object({ values: z.array(z.object({ value: z.string() })) }),
  tags: z.record(z.string(), z.string()).optional(),
  transaction: z.string().optional(),
  request: z
    .object({
      url: z.string().optional(),
      method: z.string().optional(),
      data: z.unknown().optional(),
      query_string: z.unknown().optional(),
    })
    .optional(),
});

/** An error event as the service received it: what these tests read of it. */
export type ReportedError = z.infer<typeof reportedError>;

/** The error events of envelopes (each envelope: a header line, then item header and item lines). */
export function reportedErrors(sent: Envelope[]): ReportedError[] {
  return sent.flatMap((envelope) =>
    envelope.body
      .split('\n')
      .filter((line) => line.includes('"exception"'))
      .map((line) => reportedError.parse(JSON.parse(line))),
  );
}

export type DsnStandIn = {
  /** The DSN that points at the stand-in (valid from the test file's setup on). */
  dsn: () => string;
  /** Envelopes received since the last `clear`. */
  received: () => Envelope[];
  clear: () => void;
  /**
   * Runs an app's error probe (its real start-up, then one error) with exactly this environment —
   * nothing inherited, since the test itself may run in CI — and returns what it reported.
   */
  probe: (script: string, env: Record<string, string>) => Promise<{ enabled: boolean; sent: Envelope[] }>;
};

/**
 * A local HTTP server standing in for the error-reporting service (spec section 7), for one test
 * file: the real SDK sends to it over a real socket.
 */
export function startDsnStandIn(): DsnStandIn {
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

  return {
    dsn: () => dsn,
    received: () => [...envelopes],
    clear: () => {
      envelopes.length = 0;
    },
    async probe(script, env) {
      envelopes.length = 0;
      const child = spawn(process.execPath, [script], {
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
    },
  };
}

/**
 * Spec section 7 for one app, the same cases for each: an envelope in production (scrubbed of the
 * probe's e-mail address) and in staging; none in development or CI. `message` is the probe's error
 * as it must arrive, `sdk` the SDK's name in the envelope.
 */
export function describeErrorReporting(
  app: string,
  probeScript: string,
  expected: { message: string; sdk: string },
): void {
  const standIn = startDsnStandIn();
  describe(`${app} error reporting`, { timeout: 30_000 }, () => {
    it('sends an envelope in production, scrubbed of the e-mail address', async () => {
      const { enabled, sent } = await standIn.probe(probeScript, { NODE_ENV: 'production' });
      expect(enabled).toBe(true);
      expect(sent).toHaveLength(1);
      expect(sent[0]?.path).toMatch(/^\/api\/42\/envelope\//);
      expect(sent[0]?.body).toContain(expected.message);
      expect(sent[0]?.body).toContain('"environment":"production"');
      expect(sent[0]?.body).toContain(`"name":"${expected.sdk}"`);
      expect(sent[0]?.body).not.toContain('anna.beispiel@example.com');
    });

    it('sends an envelope in staging', async () => {
      const { sent } = await standIn.probe(probeScript, {
        NODE_ENV: 'production',
        SENTRY_ENVIRONMENT: 'staging',
      });
      expect(sent).toHaveLength(1);
      expect(sent[0]?.body).toContain('"environment":"staging"');
    });

    it('sends nothing in development', async () => {
      const { enabled, sent } = await standIn.probe(probeScript, { NODE_ENV: 'development' });
      expect(enabled).toBe(false);
      expect(sent).toEqual([]);
    });

    it('sends nothing in CI, even as production', async () => {
      const { enabled, sent } = await standIn.probe(probeScript, { NODE_ENV: 'production', CI: 'true' });
      expect(enabled).toBe(false);
      expect(sent).toEqual([]);
    });
  });
}
