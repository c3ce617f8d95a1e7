import { appendFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../db/query-rows.ts';
import { databaseKinds } from '../testing/test-databases.ts';
import { CommerceProcess } from './commerce-process.ts';
import { type FuzzRequest, hostileOperation, malformedRequest } from './fuzz-operations.ts';
import { cartIdsIn, leakingLines } from './log-leaks.ts';
import { createSoakDatabase, type SoakDatabase } from './soak-database.ts';

/**
 * Generated hostile requests against the real service, its own process as in production, over HTTP
 * (issue 20). CI sends FUZZ_RUNS (default 600) per engine; `npm run test:soak` sends 10,000. Its
 * answers and every line it writes to stdout and stderr are checked.
 */
const runs = z.coerce
  .number()
  .int()
  .min(1)
  .parse(process.env.FUZZ_RUNS ?? 600);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

/** What an answer must never show: stack frames, SQL, driver names, our paths. */
const leaks = [
  /\bat \S+ \(/,
  /node_modules/,
  /\/work\/|\/home\/|\/src\/[a-z-]+\//,
  /\b(SELECT|INSERT INTO|UPDATE \w+ SET|DELETE FROM)\b/,
  /syntax error at or near/,
  /\bdrizzle\b|\bpglite\b|\bpg_/i,
];

const errorShape = z.object({
  errors: z.array(z.object({ message: z.string().min(1) })).min(1),
});

const variantsAnswer = z.object({
  data: z.object({
    products: z.object({
      nodes: z.array(z.object({ variants: z.object({ nodes: z.array(z.object({ id: z.string() })) }) })),
    }),
  }),
});

const cartAnswer = z.object({
  data: z.object({
    cart: z.object({
      totalQuantity: z.number(),
      cost: z.object({ subtotalAmount: z.object({ amount: z.string() }) }),
      lines: z.object({
        nodes: z.array(
          z.object({
            quantity: z.number(),
            cost: z.object({ subtotalAmount: z.object({ amount: z.string() }) }),
          }),
        ),
      }),
    }),
  }),
});

const createdCart = z.object({
  data: z.object({ cartCreate: z.object({ cart: z.object({ id: z.string() }) }) }),
});

const countRow = z.object({ n: z.number() });

describe.each(databaseKinds)('hostile requests against the GraphQL endpoint on $kind', ({ kind, skip }) => {
  let database: SoakDatabase | undefined;
  let service: CommerceProcess | undefined;
  const running = () => {
    if (!service || !database) throw new Error('The service is not running');
    return { service, database };
  };
  /** Every cart token and key an answer showed: none may appear in a log line. */
  const cartSecrets = new Set<string>();
  const statusSeen = new Map<number, number>();
  let cartId = '';

  beforeAll(async () => {
    if (skip) return;
    database = await createSoakDatabase(kind);
    // Production hides error details, and logs every request at info: what an attacker meets.
    service = await CommerceProcess.create(database.target, { LOG_LEVEL: 'info' });
    await service.start();
  }, 240_000);
  afterAll(async () => {
    await service?.stop();
    await database?.dispose();
  }, 60_000);

  async function post(query: string, variables?: Record<string, unknown>): Promise<unknown> {
    const answer = await fetch(`${running().service.url}/api/2025-01/graphql.json`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-shopify-storefront-access-token': running().service.token,
      },
      body: JSON.stringify({ query, variables }),
    });
    const text = await answer.text();
    for (const secret of cartIdsIn(text)) cartSecrets.add(secret);
    return JSON.parse(text);
  }

  async function send(request: FuzzRequest): Promise<void> {
    const { url, token } = running().service;
    const headers: Record<string, string> = { 'x-shopify-storefront-access-token': token };
    if (request.contentType) headers['content-type'] = request.contentType;
    const response = await fetch(`${url}/api/2025-01/graphql.json${request.search}`, {
      method: request.method,
      headers,
      body: request.method === 'GET' || request.method === 'OPTIONS' ? undefined : request.body,
    });
    const text = await response.text();
    for (const secret of cartIdsIn(text)) cartSecrets.add(secret);
    if (process.env.FUZZ_TRACE)
      appendFileSync(
        process.env.FUZZ_TRACE,
        `${request.method} ${request.contentType} ${request.search} ${request.body?.slice(0, 200)} → ${response.status} ${text.slice(0, 200)}\n`,
      );
    statusSeen.set(response.status, (statusSeen.get(response.status) ?? 0) + 1);
    const context = `${request.method} ${request.contentType} ${request.search} ${request.body?.slice(0, 300)}`;
    expect(response.status, `${context}\n→ ${text.slice(0, 500)}`).toBeLessThan(500);
    for (const leak of leaks) expect(text, context).not.toMatch(leak);
    expect(text, context).not.toContain(token);
    const type = response.headers.get('content-type') ?? '';
    if (type.includes('json') && text.length > 0) {
      const body: unknown = JSON.parse(text);
      if (typeof body === 'object' && body !== null && 'errors' in body) {
        expect(errorShape.safeParse(body).success, `${context}\n→ ${text.slice(0, 500)}`).toBe(true);
      }
    }
  }

  it.skipIf(skip)(
    `${runs} generated requests: no 5xx, errors in the documented shape, nothing internal shown`,
    async () => {
      const found = variantsAnswer.parse(
        await post('{ products(first: 3) { nodes { variants(first: 2) { nodes { id } } } } }'),
      );
      const variantIds = [
        running().database.variantGid,
        ...found.data.products.nodes.flatMap((product) =>
          product.variants.nodes.map((variant) => variant.id),
        ),
      ];
      const created = createdCart.parse(
        await post(
          'mutation($v: ID!) { cartCreate(input: { lines: [{ merchandiseId: $v }] }) { cart { id } } }',
          {
            v: running().database.variantGid,
          },
        ),
      );
      cartId = created.data.cartCreate.cart.id;
      statusSeen.clear();
      const request = fc.oneof(
        { weight: 3, arbitrary: hostileOperation({ cartId, variantIds }) },
        malformedRequest,
      );
      await fc.assert(fc.asyncProperty(request, send), { numRuns: runs, seed, endOnFailure: true });
      const fiveHundreds = [...statusSeen].filter(([status]) => status >= 500).reduce((n, [, c]) => n + c, 0);
      console.log(
        `fuzz ${kind}: ${runs} requests, ${fiveHundreds} 5xx, statuses ${JSON.stringify(Object.fromEntries(statusSeen))}`,
      );
    },
    600_000,
  );

  it.skipIf(skip)(
    'leaves the database consistent: stock never negative, carts equal their lines',
    async () => {
      // The cart every generated mutation was aimed at: its totals still add up from its lines.
      const { cart } = cartAnswer.parse(
        await post(
          'query($id: ID!) { cart(id: $id) { totalQuantity cost { subtotalAmount { amount } } lines(first: 250) { nodes { quantity cost { subtotalAmount { amount } } } } } }',
          { id: cartId },
        ),
      ).data;
      const lines = cart.lines.nodes;
      expect(cart.totalQuantity).toBe(lines.reduce((sum, line) => sum + line.quantity, 0));
      const cents = (amount: string) => Math.round(Number(amount) * 100);
      expect(cents(cart.cost.subtotalAmount.amount)).toBe(
        lines.reduce((sum, line) => sum + cents(line.cost.subtotalAmount.amount), 0),
      );
      // A clean stop: PGlite takes one process at a time, and the log is complete once it ended.
      await running().service.stop();
      const counts = await running().database.read(async (db) => ({
        negative: await queryRows(
          db,
          sql`SELECT count(*)::int AS n FROM product_variants WHERE stock < 0`,
          countRow,
        ),
        orphans: await queryRows(
          db,
          sql`SELECT count(*)::int AS n FROM cart_lines l LEFT JOIN carts c ON c.token = l.cart_token WHERE c.token IS NULL`,
          countRow,
        ),
      }));
      expect(counts).toEqual({ negative: [{ n: 0 }], orphans: [{ n: 0 }] });
    },
    120_000,
  );

  it.skipIf(skip)('writes no stack trace, SQL, cart token, access token or database URL to its log', () => {
    const { service, database } = running();
    // The log really was read: the service writes a line for every request it answered.
    const requestLines = service.logs.filter((line) => line.includes('"route":"graphql"'));
    expect(requestLines.length).toBeGreaterThanOrEqual(runs);
    expect(cartSecrets.size).toBeGreaterThan(0);
    const databaseUrl = database.target.kind === 'postgres' ? database.target.url : undefined;
    const leaking = leakingLines(service.logs, {
      accessToken: service.token,
      databaseUrl,
      cartIds: cartSecrets,
    });
    console.log(`fuzz ${kind}: ${service.logs.length} log lines read, ${leaking.length} leaking`);
    expect(leaking.slice(0, 20)).toEqual([]);
  });
});
