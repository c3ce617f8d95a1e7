import { appendFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { insertCartFixtures } from '../cart/cart-fixtures.ts';
import { cartClient } from '../cart/cart-test-client.ts';
import { queryRows } from '../db/query-rows.ts';
import { databaseKinds } from '../testing/test-databases.ts';
import { useTestService } from '../testing/test-service.ts';
import { type FuzzRequest, hostileOperation, malformedRequest } from './fuzz-operations.ts';

/**
 * Generated hostile requests against the real service over HTTP (issue 20). CI sends FUZZ_RUNS
 * (default 600) per engine; `npm run test:soak` sends 10,000.
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

const statusSeen = new Map<number, number>();

async function send(base: string, token: string, request: FuzzRequest): Promise<string> {
  const headers: Record<string, string> = { 'x-shopify-storefront-access-token': token };
  if (request.contentType) headers['content-type'] = request.contentType;
  const response = await fetch(`${base}/api/2025-01/graphql.json${request.search}`, {
    method: request.method,
    headers,
    body: request.method === 'GET' || request.method === 'OPTIONS' ? undefined : request.body,
  });
  const text = await response.text();
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
  return text;
}

const countRow = z.object({ n: z.number() });

describe.each(databaseKinds)('hostile requests against the GraphQL endpoint on $kind', ({ kind, skip }) => {
  const { server, database } = useTestService(kind, skip, {
    prepare: insertCartFixtures,
    // Production hides error details; that is what an attacker meets.
    env: { NODE_ENV: 'production', MAIL_OUTBOX: 'on' },
  });
  const client = cartClient(server);
  let cartId = '';

  it.skipIf(skip)(
    `${runs} generated requests: no 5xx, errors in the documented shape, nothing internal shown`,
    async () => {
      const { cart } = await client.create({
        lines: [{ merchandiseId: 'gid://shopify/ProductVariant/101' }],
      });
      cartId = cart?.id ?? '';
      statusSeen.clear();
      const token = server.config.storefrontAccessToken;
      const request = fc.oneof({ weight: 3, arbitrary: hostileOperation(cartId) }, malformedRequest);
      await fc.assert(
        fc.asyncProperty(request, async (one) => {
          await send(server.url, token, one);
        }),
        { numRuns: runs, seed, endOnFailure: true },
      );
      console.log(
        `fuzz ${kind}: ${runs} requests, statuses ${JSON.stringify(Object.fromEntries(statusSeen))}`,
      );
    },
    600_000,
  );

  it.skipIf(skip)(
    'leaves the database consistent: stock never negative, carts equal their lines',
    async () => {
      const negative = await queryRows(
        database.db,
        sql`SELECT count(*)::int AS n FROM product_variants WHERE stock < 0`,
        countRow,
      );
      expect(negative).toEqual([{ n: 0 }]);
      const orphans = await queryRows(
        database.db,
        sql`SELECT count(*)::int AS n FROM cart_lines l LEFT JOIN carts c ON c.token = l.cart_token WHERE c.token IS NULL`,
        countRow,
      );
      expect(orphans).toEqual([{ n: 0 }]);
      // The cart every generated mutation was aimed at: its totals still add up from its lines.
      const found = await client.run<{
        cart: {
          totalQuantity: number;
          cost: { subtotalAmount: { amount: string } };
          lines: { nodes: { quantity: number; cost: { subtotalAmount: { amount: string } } }[] };
        } | null;
      }>(
        'query($id: ID!) { cart(id: $id) { totalQuantity cost { subtotalAmount { amount } } lines(first: 250) { nodes { quantity cost { subtotalAmount { amount } } } } } }',
        { id: cartId },
      );
      const cart = found.data?.cart;
      expect(cart).toBeTruthy();
      if (!cart) return;
      const lines = cart.lines.nodes;
      expect(cart.totalQuantity).toBe(lines.reduce((sum, line) => sum + line.quantity, 0));
      const cents = (amount: string) => Math.round(Number(amount) * 100);
      expect(cents(cart.cost.subtotalAmount.amount)).toBe(
        lines.reduce((sum, line) => sum + cents(line.cost.subtotalAmount.amount), 0),
      );
    },
  );
});
