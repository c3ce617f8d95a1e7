import { startDsnStandIn } from '@shop/observability/testing';
import { describe, expect, it } from 'vitest';
import { forwardErrorEnvelope } from './error-tunnel.server.ts';

/** The browser's reports pass our origin: only envelopes for our DSN reach the service (a local stand-in). */
const standIn = startDsnStandIn();

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
    standIn.clear();
    const envelope = envelopeFor(standIn.dsn());
    const response = await forwardErrorEnvelope(post(envelope), standIn.dsn());
    expect(response.status).toBe(200);
    const received = standIn.received();
    expect(received).toHaveLength(1);
    expect(received[0]?.path).toMatch(/^\/api\/42\/envelope\/\?.*sentry_key=publickey/);
    expect(received[0]?.body).toBe(envelope);
  });

  it('refuses envelopes for any other DSN and anything that is not an envelope', async () => {
    standIn.clear();
    const other = 'http://publickey@127.0.0.1:9/1';
    expect((await forwardErrorEnvelope(post(envelopeFor(other)), standIn.dsn())).status).toBe(400);
    expect((await forwardErrorEnvelope(post('hello'), standIn.dsn())).status).toBe(400);
    expect(standIn.received()).toEqual([]);
  });

  it('answers 404 where error reporting is off', async () => {
    expect((await forwardErrorEnvelope(post(envelopeFor(standIn.dsn())), null)).status).toBe(404);
  });
});
