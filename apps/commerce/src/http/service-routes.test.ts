import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/test-databases.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

describe.each(databaseKinds)('health, metrics and catalogue version on $kind', ({ kind, skip }) => {
  let database: TestDatabase;
  let server: TestServer;
  let disposed = false;
  beforeAll(async () => {
    if (skip) return;
    database = await createTestDatabase(kind);
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
    if (!disposed) await database?.dispose();
  });

  it.skipIf(skip)('answers metrics to this host with request and operation figures', async () => {
    await server.graphql('query ShopName { __typename }');
    const response = await fetch(`${server.url}/metrics`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/http_request_duration_seconds_count\{[^}]*route="graphql"/);
    expect(text).toMatch(/graphql_operation_duration_seconds_count\{[^}]*operation="ShopName"/);
  });

  it.skipIf(skip)('puts security headers on every answer', async () => {
    for (const path of ['/health/live', '/api/2025-01/graphql.json', '/nowhere']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
  });

  it.skipIf(skip)('moves the catalogue version on when the catalogue changes', async () => {
    const versionOf = async () =>
      ((await (await fetch(`${server.url}/catalog/version`)).json()) as { version: number }).version;
    const before = await versionOf();
    expect(await versionOf()).toBe(before);
    await database.db.execute(sql`update shop set name = name`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await versionOf()).toBeGreaterThan(before);
  });

  it.skipIf(skip)('is live but not ready once the database is gone, and /health says so too', async () => {
    expect((await fetch(`${server.url}/health/ready`)).status).toBe(200);
    const health = await fetch(`${server.url}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'ok' });
    await database.dispose();
    disposed = true;
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await fetch(`${server.url}/health/live`)).status).toBe(200);
    const ready = await fetch(`${server.url}/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'unavailable', database: 'unreachable' });
    expect((await fetch(`${server.url}/health`)).status).toBe(503);
  });
});
