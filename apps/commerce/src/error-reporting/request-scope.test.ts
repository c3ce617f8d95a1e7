import path from 'node:path';
import { type Envelope, startDsnStandIn } from '@shop/observability/testing';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

const standIn = startDsnStandIn();

const event = z.object({
  exception: z.object({ values: z.array(z.object({ value: z.string() })) }),
  tags: z.record(z.string(), z.string()).optional(),
  request: z
    .object({
      url: z.string().optional(),
      method: z.string().optional(),
      data: z.unknown().optional(),
      query_string: z.unknown().optional(),
    })
    .optional(),
});

function events(sent: Envelope[]) {
  return sent.flatMap((envelope) =>
    envelope.body
      .split('\n')
      .filter((line) => line.includes('"exception"'))
      .map((line) => event.parse(JSON.parse(line))),
  );
}

/**
 * The commerce service keeps the SDK's per-request scope with spans, sessions and body capture off
 * (decision 0100): reports of requests handled at the same time must still keep apart what each
 * added, and carry their own request, never its body or query.
 */
describe('commerce error reporting per request', { timeout: 30_000 }, () => {
  it('reports each of two concurrent requests with its own tags and address', async () => {
    const probe = path.join(import.meta.dirname, 'request-scope-probe.ts');
    const { enabled, sent } = await standIn.probe(probe, { NODE_ENV: 'production' });
    expect(enabled).toBe(true);
    const reports = events(sent);
    expect(reports).toHaveLength(2);
    for (const operation of ['/api/erste', '/api/zweite']) {
      const report = reports.find((r) => r.exception.values.some((v) => v.value.includes(operation)));
      expect(report?.tags?.operation).toBe(operation);
      expect(report?.tags?.service).toBe('commerce');
      expect(report?.request?.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+${operation}$`));
      expect(report?.request?.method).toBe('POST');
      expect(report?.request?.data).toBeUndefined();
      expect(report?.request?.query_string).toBeUndefined();
    }
  });
});
