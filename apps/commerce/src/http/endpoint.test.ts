import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../db/query-rows.ts';
import { databaseKinds } from '../testing/test-databases.ts';
import { useTestService } from '../testing/test-service.ts';

const countRow = z.object({ n: z.number() });

/** The ways the platform's clients reach the endpoint besides a JSON POST (tested everywhere else). */
describe.each(databaseKinds)('the GraphQL endpoint over HTTP on $kind', ({ kind, skip }) => {
  const { server, database } = useTestService(kind, skip);
  const endpoint = () => `${server.url}/api/2025-01/graphql.json`;
  const token = () => ({ 'x-shopify-storefront-access-token': server.config.storefrontAccessToken });

  it.skipIf(skip)('answers GET with query, variables and operationName as URL parameters', async () => {
    const ask = async (flag: boolean) => {
      const params = new URLSearchParams({
        query:
          'query Flagged($flag: Boolean!) { __typename @include(if: $flag) } query Other { shop { name } }',
        variables: JSON.stringify({ flag }),
        operationName: 'Flagged',
      });
      const response = await fetch(`${endpoint()}?${params}`, { headers: token() });
      expect(response.status).toBe(200);
      return response.json();
    };
    expect(await ask(true)).toEqual({ data: { __typename: 'QueryRoot' } });
    expect(await ask(false)).toEqual({ data: {} });
  });

  it.skipIf(skip)('refuses a mutation over GET and changes nothing', async () => {
    const params = new URLSearchParams({ query: 'mutation { cartCreate { cart { id } } }' });
    const response = await fetch(`${endpoint()}?${params}`, { headers: token() });
    expect(response.status).toBe(405);
    const body = await response.json();
    expect(body.errors[0].message).toMatch(/POST/);
    const carts = await queryRows(database.db, sql`SELECT count(*)::int AS n FROM carts`, countRow);
    expect(carts).toEqual([{ n: 0 }]);
  });

  it.skipIf(skip)('takes an application/graphql body', async () => {
    const response = await fetch(endpoint(), {
      method: 'POST',
      headers: { ...token(), 'content-type': 'application/graphql' },
      body: '{ __typename }',
    });
    expect(await response.json()).toEqual({ data: { __typename: 'QueryRoot' } });
  });

  it.skipIf(skip)('takes the private token header, and refuses a wrong token with 401', async () => {
    const post = (headers: Record<string, string>) =>
      fetch(`${server.url}/api/2025-01/graphql`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
    const right = await post({ 'shopify-storefront-private-token': server.config.storefrontAccessToken });
    expect(await right.json()).toEqual({ data: { __typename: 'QueryRoot' } });
    const wrong = await post({
      'x-shopify-storefront-access-token': `${server.config.storefrontAccessToken}x`,
    });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).errors[0].extensions.code).toBe('UNAUTHORIZED');
  });

  it.skipIf(skip)('names the served version when asked for another', async () => {
    const response = await fetch(`${server.url}/api/2024-10/graphql.json`, {
      method: 'POST',
      headers: { ...token(), 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(response.status).toBe(404);
    expect((await response.json()).errors[0].message).toContain('2025-01');
  });

  it.skipIf(skip)('lets the storefront origin preflight a request with the token header', async () => {
    const preflight = (origin: string) =>
      fetch(endpoint(), {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,x-shopify-storefront-access-token',
        },
      });
    const allowed = await preflight(server.config.storefrontOrigin);
    expect(allowed.status).toBeLessThan(300);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(server.config.storefrontOrigin);
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'x-shopify-storefront-access-token',
    );
    const stranger = await preflight('https://elsewhere.example');
    expect(stranger.headers.get('access-control-allow-origin')).not.toBe('https://elsewhere.example');
  });
});
