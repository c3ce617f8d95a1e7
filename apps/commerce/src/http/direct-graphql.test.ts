import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCartFixtures, fixtureVariants as v } from '../cart/cart-fixtures.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/test-databases.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

/** Creating and migrating a database can take long on a busy machine. */
const hookTimeout = 180_000;

type Ask = { body: string; headers?: Record<string, string> };

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
    variables: { ids: [`gid://shopify/ProductVariant/${v.espresso.id}`, 'gid://shopify/Product/999999'] },
    operationName: 'A',
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
};

describe.each(databaseKinds)('JSON POSTs answered directly or by Yoga on $kind', ({ kind, skip }) => {
  let database: TestDatabase;
  let direct: TestServer;
  let yoga: TestServer;

  beforeAll(async () => {
    if (skip) return;
    database = await createTestDatabase(kind);
    await insertCartFixtures(database.db);
    direct = await startTestServer(database.db);
    yoga = await startTestServer(database.db, { DIRECT_GRAPHQL: 'off' });
  }, hookTimeout);
  afterAll(async () => {
    await direct?.close();
    await yoga?.close();
    await database?.dispose();
  });

  async function send(server: TestServer, ask: Ask) {
    const response = await fetch(`${server.url}/api/2025-01/graphql.json`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-shopify-storefront-access-token': server.config.storefrontAccessToken,
        ...ask.headers,
      },
      body: ask.body,
    });
    const text = await response.text();
    return { status: response.status, type: response.headers.get('content-type'), body: JSON.parse(text) };
  }

  it.skipIf(skip).each(Object.entries(asks))('gives %s the answer Yoga gives', async (_name, ask) => {
    const answer = await send(direct, ask);
    expect(answer).toEqual(await send(yoga, ask));
    // Asked again: answers that come from a cache the second time must not change either.
    expect(await send(direct, ask)).toEqual(answer);
    expect(JSON.stringify(answer.body)).not.toMatch(/stack|node_modules/);
  });

  it.skipIf(skip)('answers with the query text it was sent, not one it saw before', async () => {
    const first = await send(direct, json({ query: '{ first: __typename }' }));
    const second = await send(direct, json({ query: '{ second: __typename }' }));
    expect(first.body).toEqual({ data: { first: 'QueryRoot' } });
    expect(second.body).toEqual({ data: { second: 'QueryRoot' } });
  });

  it.skipIf(skip)('keeps serving after a client leaves in the middle of its body', async () => {
    const { port } = new URL(direct.url);
    await new Promise<void>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          'POST /api/2025-01/graphql.json HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
            `X-Shopify-Storefront-Access-Token: ${direct.config.storefrontAccessToken}\r\n` +
            'Content-Length: 1000\r\n\r\n{"query": "{ __ty',
          () => {
            socket.destroy();
            resolve();
          },
        );
      });
      socket.on('error', reject);
    });
    const answer = await send(direct, json({ query: '{ after: __typename }' }));
    expect(answer.body).toEqual({ data: { after: 'QueryRoot' } });
  });
});
