import { connect } from 'node:net';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../db/query-rows.ts';
import { useCatalogServer } from '../testing/catalog-fixture.ts';
import { databaseKinds } from '../testing/test-databases.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

type Ask = { body: string };

const json = (value: unknown): Ask => ({ body: JSON.stringify(value) });

/**
 * Requests a client may send as a JSON POST: answered, partly refused, refused before execution,
 * malformed. Each must get the same answer from the direct path as from Yoga (decision 0010).
 */
const asks: Record<string, Ask> = {
  'a plain query': json({ query: '{ __typename shop { name primaryDomain { url } } }' }),
  'variables and an operation name': json({
    query:
      'query A($ids: [ID!]!) { nodes(ids: $ids) { id ... on ProductVariant { sku price { amount currencyCode } } } } query B { __typename }',
    variables: { ids: ['gid://shopify/ProductVariant/1', 'gid://shopify/Product/999999'] },
    operationName: 'A',
  }),
  'a search answered with products': json({
    query:
      'query S($q: String!) @inContext(language: EN) { predictiveSearch(query: $q, limit: 3) { queries { text } products { handle title } } }',
    variables: { q: 'espresso' },
  }),
  'null variables and operation name': json({
    query: '{ __typename }',
    variables: null,
    operationName: null,
  }),
  'a resolver refusing its argument': json({
    query: '{ predictiveSearch(query: "kaffee", limit: 20) { queries { text } } }',
  }),
  'a mutation with a user error': json({
    query:
      'mutation Create($input: CartInput) { cartCreate(input: $input) { cart { id } userErrors { field message code } } }',
    variables: { input: { lines: [{ merchandiseId: 'gid://shopify/ProductVariant/999999', quantity: 1 }] } },
  }),
  'a query over the cost limit': json({
    query: '{ products(first: 250) { nodes { id variants(first: 250) { nodes { id } } } } }',
  }),
  'a syntax error': json({ query: '{ shop { name }' }),
  'an unknown field': json({ query: '{ shop { nickname } }' }),
  'a variable of the wrong type': json({
    query: 'query P($first: Int) { products(first: $first) { nodes { id } } }',
    variables: { first: 'many' },
  }),
  'a missing operation name among several': json({ query: 'query A { __typename } query B { __typename }' }),
  'no query': json({ variables: {} }),
  'a query that is not text': json({ query: 42 }),
  'a batch': json([{ query: '{ __typename }' }, { query: '{ __typename }' }]),
  'malformed JSON': { body: '{"query": "{ __typename }"' },
  'an empty body': { body: '' },
  'an unknown parameter': json({ query: '{ __typename }', extensions: { persistedQuery: { version: 1 } } }),
  'a subscription': json({ query: 'subscription { __typename }' }),
  'a NUL character in a variable': json({
    query: 'query P($q: String) { products(first: 1, query: $q) { nodes { id } } }',
    variables: { q: 'a\u0000b' },
  }),
  'a NUL character in a string literal': json({ query: '{ product(handle: "a\\u0000b") { id } }' }),
  'list literals nested 2,400 deep': json({
    query: `{ shop { name(x: ${'['.repeat(2400)}${']'.repeat(2400)}) } }`,
  }),
  'fragments spread twice over 20 levels': json({
    query: `{ shop { ...F0 } } ${Array.from({ length: 20 }, (_, i) => `fragment F${i} on Shop { name ...F${i + 1} ...F${i + 1} }`).join(' ')} fragment F20 on Shop { name }`,
  }),
  'an input list longer than 250': json({
    query: 'query N($ids: [ID!]!) { nodes(ids: $ids) { id } }',
    variables: { ids: Array.from({ length: 251 }, (_, i) => `gid://shopify/Product/${i + 1}`) },
  }),
  'a variant id above the integer range': json({
    query: '{ node(id: "gid://shopify/ProductVariant/99999999999") { id } }',
  }),
};

const countRow = z.object({ n: z.number() });

describe.each(databaseKinds)('JSON POSTs answered directly or by Yoga on $kind', ({ kind, skip }) => {
  const api = useCatalogServer(kind, skip);
  const direct = () => api.server();
  let yoga: TestServer;

  // The same database behind a second server that sends everything through Yoga.
  beforeAll(async () => {
    if (skip) return;
    yoga = await startTestServer(api.catalogReader(), { DIRECT_GRAPHQL: 'off' });
    // Searches are compared as a running shop answers them: from the built indexes, once the
    // seeding's change notifications (which drop them) have all arrived.
    while (!direct().services.searchIndexes.warm()) await new Promise((resolve) => setTimeout(resolve, 100));
    await new Promise((resolve) => setTimeout(resolve, 500));
    while (!direct().services.searchIndexes.warm()) await new Promise((resolve) => setTimeout(resolve, 100));
    return () => yoga.close();
  });

  async function send(server: TestServer, ask: Ask) {
    const response = await fetch(`${server.url}/api/2025-01/graphql.json`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-shopify-storefront-access-token': server.config.storefrontAccessToken,
      },
      body: ask.body,
    });
    const text = await response.text();
    return { status: response.status, type: response.headers.get('content-type'), body: JSON.parse(text) };
  }

  it.skipIf(skip).each(Object.entries(asks))('gives %s the answer Yoga gives', async (_name, ask) => {
    const answer = await send(direct(), ask);
    expect(answer).toEqual(await send(yoga, ask));
    // Asked again: answers that come from a cache the second time must not change either.
    expect(await send(direct(), ask)).toEqual(answer);
    expect(JSON.stringify(answer.body)).not.toMatch(/stack|node_modules|INTERNAL_SERVER_ERROR/);
    expect(answer.status).toBeLessThan(500);
  });

  it.skipIf(skip)('answers with the query text it was sent, not one it saw before', async () => {
    const first = await send(direct(), json({ query: '{ first: __typename }' }));
    const second = await send(direct(), json({ query: '{ second: __typename }' }));
    expect(first.body).toEqual({ data: { first: 'QueryRoot' } });
    expect(second.body).toEqual({ data: { second: 'QueryRoot' } });
  });

  it.skipIf(skip)('runs nothing of a request whose client left before its body ended', async () => {
    const carts = () => queryRows(api.database(), sql`SELECT count(*)::int AS n FROM carts`, countRow);
    const before = await carts();
    // A whole mutation, but the announced length is longer: the body never ends.
    const body = JSON.stringify({ query: 'mutation { cartCreate { cart { id } } }' });
    const server = direct();
    await new Promise<void>((resolve, reject) => {
      const socket = connect(Number(new URL(server.url).port), '127.0.0.1', () => {
        socket.write(
          'POST /api/2025-01/graphql.json HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
            `X-Shopify-Storefront-Access-Token: ${server.config.storefrontAccessToken}\r\n` +
            `Content-Length: ${body.length + 10}\r\n\r\n${body}`,
          () => {
            socket.destroy();
            resolve();
          },
        );
      });
      socket.on('error', reject);
    });
    // The service keeps answering, and the cut-off mutation created no cart.
    const answer = await send(server, json({ query: '{ after: __typename }' }));
    expect(answer.body).toEqual({ data: { after: 'QueryRoot' } });
    expect(await carts()).toEqual(before);
  });
});
