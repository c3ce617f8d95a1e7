import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../db/query-rows.ts';
import { useCatalogServer } from '../../testing/catalog-fixture.ts';
import { databaseKinds } from '../../testing/test-databases.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { useTestService } from '../../testing/test-service.ts';
import { queryLimits } from './query-limits.ts';

const unknownCart = 'gid://shopify/Cart/abc?key=def';
// cart 1 + n × (line 1 + variant 1 + product 1 + v variants); the line's cost and money are free.
const linesQuery = `query Lines($id: ID!, $n: Int, $v: Int = 3) { cart(id: $id) { lines(first: $n) { edges { node {
  cost { totalAmount { amount } subtotalAmount { amount } amountPerQuantity { amount } }
  merchandise { ... on ProductVariant { product { variants(first: $v) { nodes { id } } } } } } } } } }`;

/** Fragments that each spread the next one twice: 2^levels fields once spread out. */
function fanOut(levels: number): string {
  const fragments = Array.from(
    { length: levels },
    (_, i) => `fragment F${i} on Shop{name ...F${i + 1} ...F${i + 1}}`,
  );
  return `{shop{...F0}} ${fragments.join(' ')} fragment F${levels} on Shop{name}`;
}

type ErrorBody = { data?: unknown; errors: { message: string; extensions?: { code?: string } }[] };

/** The GraphQL-over-HTTP media type under which a request error is a 400 (under `application/json`, a 200). */
const graphqlResponse = { accept: 'application/graphql-response+json' };

function post(server: TestServer, body: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${server.url}/api/2025-01/graphql.json`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-shopify-storefront-access-token': server.config.storefrontAccessToken,
      ...headers,
    },
    body,
  });
}

async function errorsOf(response: Response): Promise<ErrorBody> {
  expect(response.status).toBeLessThan(500);
  const text = await response.text();
  // No stack trace, no internals: only messages a client can act on.
  expect(text).not.toMatch(/\bat .+\.(ts|js):\d+|stack/i);
  return JSON.parse(text);
}

describe.each(databaseKinds)('query limits over HTTP on $kind', ({ kind, skip }) => {
  const { server, database } = useTestService(kind, skip);
  let production: TestServer;

  // The same database behind a server in production mode.
  beforeAll(async () => {
    if (skip) return;
    production = await startTestServer(database, { NODE_ENV: 'production' });
    return () => production.close();
  });

  it.skipIf(skip)('refuses a query nested deeper than the limit', async () => {
    const nested = `${'ofType { '.repeat(14)}name${' }'.repeat(14)}`;
    const body = await errorsOf(
      await server.graphql(`{ __schema { types { fields { type { ${nested} } } } } }`),
    );
    expect(body.data ?? null).toBeNull();
    expect(body.errors[0]?.extensions?.code).toBe('MAX_DEPTH_EXCEEDED');
    expect(body.errors[0]?.message).toBe('Query depth limit of 15 exceeded, found 19.');
  });

  it.skipIf(skip)('refuses 2,400 nested list literals under the token limit with a 400', async () => {
    const query = `{ shop { name(x: ${'['.repeat(2400)}${']'.repeat(2400)}) } }`;
    const response = await post(server, JSON.stringify({ query }), graphqlResponse);
    expect(response.status).toBe(400);
    const body = await errorsOf(response);
    expect(body.errors).toEqual([
      {
        message: `Syntax Error: The document nests more than ${queryLimits.maxNesting} brackets.`,
        // `{ shop { name(` opens three, so the 62nd bracket is the one too many.
        locations: [{ line: 1, column: 15 + queryLimits.maxNesting }],
        extensions: { code: 'MAX_NESTING_EXCEEDED' },
      },
    ]);
  });

  it.skipIf(skip)('refuses variables nested deeper than the limit before anything reads them', async () => {
    const deep = `${'['.repeat(20_000)}"x"${']'.repeat(20_000)}`;
    const query = 'query P($q: String) { products(first: 1, query: $q) { nodes { id } } }';
    const response = await post(server, `{"query": ${JSON.stringify(query)}, "variables": {"q": ${deep}}}`);
    expect(response.status).toBeLessThan(500);
    const body = await errorsOf(response);
    expect(body.errors[0]?.extensions?.code).toBe('MAX_NESTING_EXCEEDED');
  });

  it.skipIf(skip)('refuses an input array longer than the platform allows', async () => {
    const ids = Array.from({ length: 251 }, (_, i) => `gid://shopify/Product/${i + 1}`);
    const body = await errorsOf(
      await server.graphql('query N($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids }),
    );
    expect(body.errors).toEqual([
      {
        message: 'The input array size of 251 is greater than the maximum allowed of 250.',
        extensions: { code: 'MAX_INPUT_SIZE_EXCEEDED', size: 251, maxSize: 250 },
      },
    ]);
  });

  it.skipIf(skip)('admits the standard introspection depth', async () => {
    const body = await (
      await server.graphql(
        '{ __schema { types { fields { type { ofType { ofType { ofType { name } } } } } } } }',
      )
    ).json();
    expect(body.errors).toBeUndefined();
  });

  it.skipIf(skip)('measures cost with the variables of the request', async () => {
    const cheap = await (await server.graphql(linesQuery, { id: unknownCart, n: 100 })).json();
    expect(cheap).toEqual({ data: { cart: null } });
    const dear = await errorsOf(await server.graphql(linesQuery, { id: unknownCart, n: 250, v: 250 }));
    expect(dear.data ?? null).toBeNull();
    expect(dear.errors[0]?.extensions?.code).toBe('MAX_COST_EXCEEDED');
    expect(dear.errors[0]?.message).toBe(
      `Query cost is 63251, which exceeds the single query max cost limit (${queryLimits.maxCost}).`,
    );
  });

  it.skipIf(skip)('stops an over-cost mutation before it changes anything', async () => {
    const mutation = `mutation { cartCreate(input: { note: "x" }) { cart { lines(first: 250) { nodes {
      merchandise { ... on ProductVariant { product { variants(first: 250) { nodes { id } } } } } } } } } }`;
    const count = () => queryRows(database.db, sql`select count(*)::int as n from carts`, z.unknown());
    const before = await count();
    const body = await errorsOf(await server.graphql(mutation));
    expect(body.errors[0]?.extensions?.code).toBe('MAX_COST_EXCEEDED');
    expect(await count()).toEqual(before);
  });

  it.skipIf(skip)('refuses too many aliases', async () => {
    const fields = Array.from({ length: queryLimits.maxAliases + 1 }, (_, i) => `a${i}: shop { name }`).join(
      ' ',
    );
    const body = await errorsOf(await server.graphql(`{ ${fields} }`));
    expect(body.errors[0]?.extensions?.code).toBe('MAX_ALIASES_EXCEEDED');
  });

  it.skipIf(skip)('refuses a document with too many tokens', async () => {
    const fields = Array.from({ length: 6000 }, () => '__typename').join(' ');
    const body = await errorsOf(await server.graphql(`{ ${fields} }`));
    expect(body.errors[0]?.message).toMatch(/Document contains more tha[nt] 5000 tokens/);
  });

  it.skipIf(skip)('answers 413 with a JSON error for a body over the size limit', async () => {
    const query = `{ shop { name } } # ${'x'.repeat(queryLimits.maxBodyBytes)}`;
    const response = await post(server, JSON.stringify({ query }));
    expect(response.status).toBe(413);
    expect((await response.json()).errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it.skipIf(skip)('refuses batched (array) bodies', async () => {
    const response = await post(
      server,
      JSON.stringify([{ query: '{ shop { name } }' }, { query: '{ shop { name } }' }]),
    );
    expect(response.status).toBeGreaterThanOrEqual(400);
    const body = await errorsOf(response);
    expect(body.errors[0]?.message).toMatch(/batch/i);
  });

  it.skipIf(skip)('answers malformed JSON with a clear error', async () => {
    const response = await post(server, '{"query": "{ shop { name } }"');
    expect(response.status).toBe(400);
    const body = await errorsOf(response);
    expect(body.errors[0]?.message).toMatch(/JSON/);
  });

  it.skipIf(skip)(
    'answers a syntax error, an unknown field and a wrong variable type without data',
    async () => {
      const syntax = await errorsOf(await server.graphql('{ shop { name }'));
      expect(syntax.errors[0]?.message).toMatch(/Syntax Error/);
      const unknown = await errorsOf(await server.graphql('{ shop { nam } }'));
      expect(unknown.errors[0]?.message).toMatch(/Cannot query field "nam" on type "Shop"/);
      const wrongType = await errorsOf(await server.graphql(linesQuery, { id: unknownCart, n: 'many' }));
      expect(wrongType.errors[0]?.message).toMatch(/\$n.*Int/);
      expect(wrongType.data ?? null).toBeNull();
    },
  );

  it.skipIf(skip)('gives no field suggestions in production', async () => {
    const development = await errorsOf(await server.graphql('{ shop { nam } }'));
    expect(development.errors[0]?.message).toMatch(/Did you mean/);
    const body = await errorsOf(await production.graphql('{ shop { nam } }'));
    expect(body.errors[0]?.message).toBe('Cannot query field "nam" on type "Shop".');
  });
});

describe.each(databaseKinds)('fragment fan-out over HTTP on $kind', ({ kind, skip }) => {
  const api = useCatalogServer(kind, skip, 10);

  it.skipIf(skip)('refuses fragment fan-out of 16 to 30 levels with a 400, and still answers', async () => {
    for (const levels of [16, 17, 20, 24, 30]) {
      const query = fanOut(levels);
      const started = performance.now();
      const response = await post(api.server(), JSON.stringify({ query }), graphqlResponse);
      const elapsed = performance.now() - started;
      expect(response.status).toBe(400);
      const body = await errorsOf(response);
      expect(body.data ?? null).toBeNull();
      expect(body.errors).toEqual([
        {
          message: `The operation selects ${2 ** (levels + 1)} fields once its fragments are spread; at most ${queryLimits.maxExpandedSelections} are allowed.`,
          extensions: {
            code: 'MAX_FRAGMENT_FAN_OUT_EXCEEDED',
            selections: 2 ** (levels + 1),
            maxSelections: queryLimits.maxExpandedSelections,
          },
        },
      ]);
      console.info(`fan-out of ${levels} levels (${query.length} bytes) refused in ${elapsed.toFixed(1)} ms`);
    }
    expect(await api.request('{ shop { name } }')).toEqual({
      data: { shop: { name: expect.any(String) } },
    });
  });
});
