import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forwardErrorEnvelope } from './error-tunnel.server.ts';

/** The browser's reports pass our origin: only envelopes for our DSN reach the service (a local stand-in). */
type Received = { url: string; body: string };
const received: Received[] = [];
const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    received.push({ url: req.url ?? '', body: Buffer.concat(chunks).toString('utf8') });
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

function envelopeFor(target: string): string {
  const header = JSON.stringify({ event_id: 'a'.repeat(32), sent_at: new Date().toISOString(), dsn: target });
  return `${header}\n{"type":"event"}\n{"exception":{"values":[{"type":"TypeError","value":"x is undefined"}]}}`;
}

function post(body: string): Request {
  return new Request('http://shop.test/api/error-reports', {
    method: 'POST',
    body,
    headers: { 'x-storefront-client-address': '192.0.2.1' },
  });
}

describe('the browser reports tunnel', () => {
  it('passes an envelope for the configured DSN on to its envelope endpoint, unchanged', async () => {
    received.length = 0;
    const envelope = envelopeFor(dsn);
    const response = await forwardErrorEnvelope(post(envelope), dsn);
    expect(response.status).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]?.url).toMatch(/^\/api\/42\/envelope\/\?.*sentry_key=publickey/);
    expect(received[0]?.body).toBe(envelope);
  });

  it('refuses envelopes for any other DSN and anything that is not an envelope', async () => {
    received.length = 0;
    const other = 'http://publickey@127.0.0.1:9/1';
    expect((await forwardErrorEnvelope(post(envelopeFor(other)), dsn)).status).toBe(400);
    expect((await forwardErrorEnvelope(post('hello'), dsn)).status).toBe(400);
    expect(received).toEqual([]);
  });

  it('answers 404 where error reporting is off', async () => {
    expect((await forwardErrorEnvelope(post(envelopeFor(dsn)), null)).status).toBe(404);
  });
});
