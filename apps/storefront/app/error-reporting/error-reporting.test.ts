import path from 'node:path';
import { startDsnStandIn } from '@shop/observability/testing';
import { describe, expect, it } from 'vitest';

/**
 * Spec section 7: envelopes reach the error-reporting service in production and staging, and never in
 * development or CI. A local HTTP server stands in for the service; the real SDK sends to it over a
 * real socket from the storefront server's start-up (error-probe.ts, one process per case).
 */
const standIn = startDsnStandIn();
const probeScript = path.join(import.meta.dirname, 'error-probe.ts');

describe('storefront error reporting', { timeout: 30_000 }, () => {
  it('sends an envelope in production, scrubbed of the e-mail address', async () => {
    const { enabled, sent } = await standIn.probe(probeScript, { NODE_ENV: 'production' });
    expect(enabled).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.path).toMatch(/^\/api\/42\/envelope\//);
    expect(sent[0]?.body).toContain('probe: page could not be rendered for [email]');
    expect(sent[0]?.body).toContain('"environment":"production"');
    expect(sent[0]?.body).toContain('"name":"sentry.javascript.react-router"');
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
