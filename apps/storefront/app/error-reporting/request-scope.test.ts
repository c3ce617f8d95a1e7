import path from 'node:path';
import { type Envelope, startDsnStandIn } from '@shop/observability/testing';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

const standIn = startDsnStandIn();

const event = z.object({
  exception: z.object({ values: z.array(z.object({ value: z.string() })) }),
  tags: z.record(z.string(), z.string()).optional(),
  transaction: z.string().optional(),
  request: z.object({ url: z.string().optional(), method: z.string().optional() }).optional(),
});

/** The error events of the envelopes (each envelope: a header line, then item header and item lines). */
function events(sent: Envelope[]) {
  return sent.flatMap((envelope) =>
    envelope.body
      .split('\n')
      .filter((line) => line.includes('"exception"'))
      .map((line) => event.parse(JSON.parse(line))),
  );
}

/**
 * The server opens error reporting's scope per request itself (decision 0099), not the SDK's http
 * integration: reports must still keep apart what requests handled at the same time add, and carry
 * their own request.
 */
describe('storefront error reporting per request', { timeout: 30_000 }, () => {
  it('reports each of two concurrent requests with its own tags, address and transaction', async () => {
    const probe = path.join(import.meta.dirname, 'request-scope-probe.ts');
    const { enabled, sent } = await standIn.probe(probe, { NODE_ENV: 'production' });
    expect(enabled).toBe(true);
    const reports = events(sent);
    expect(reports).toHaveLength(2);
    for (const page of ['/de/e/erste-seite', '/de/e/zweite-seite']) {
      const report = reports.find((r) => r.exception.values.some((v) => v.value.includes(page)));
      expect(report?.tags?.page).toBe(page);
      expect(report?.tags?.service).toBe('storefront');
      expect(report?.request?.url).toBe(`https://shop.example${page}`);
      expect(report?.request?.method).toBe('GET');
      expect(report?.transaction).toBe(`GET ${page}`);
    }
    expect(sent.map((envelope) => envelope.body).join('\n')).not.toContain('geheim');
  });
});
