import path from 'node:path';
import { reportedErrors, startDsnStandIn } from '@shop/observability/testing';
import { describe, expect, it } from 'vitest';

const standIn = startDsnStandIn();

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
    const reports = reportedErrors(sent);
    expect(reports).toHaveLength(2);
    for (const page of ['/de/e/erste-seite', '/de/e/zweite-seite']) {
      const report = reports.find((r) => r.exception.values.some((v) => v.value.includes(page)));
      expect(report?.tags?.page).toBe(page);
      expect(report?.tags?.service).toBe('storefront');
      expect(report?.request?.url).toBe(`https://shop.example${page}`);
      expect(report?.request?.method).toBe('GET');
      expect(report?.transaction).toBe(`GET ${page}`);
      // The query (search terms, tokens) is in neither the address nor anywhere else of the request.
      expect(report?.request?.query_string).toBeUndefined();
    }
  });
});
