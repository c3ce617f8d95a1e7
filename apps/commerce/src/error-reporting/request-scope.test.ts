import path from 'node:path';
import { reportedErrors, startDsnStandIn } from '@shop/observability/testing';
import { describe, expect, it } from 'vitest';

const standIn = startDsnStandIn();

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
    const reports = reportedErrors(sent);
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
