import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { insertCartFixtures, fixtureVariants as v } from '../cart/cart-fixtures.ts';
import { cartClient, variantGid } from '../cart/cart-test-client.ts';
import { queryRows } from '../db/query-rows.ts';
import { databaseKinds } from '../testing/test-databases.ts';
import { startTestServer } from '../testing/test-server.ts';
import { useTestService } from '../testing/test-service.ts';

const aliased = (count: number, codes: (i: number) => string) =>
  `mutation($cartId: ID!) { ${Array.from(
    { length: count },
    (_, i) =>
      `a${i}: cartGiftCardCodesUpdate(cartId: $cartId, giftCardCodes: ["${codes(i)}"]) { userErrors { code } }`,
  ).join(' ')} }`;

type Aliased = {
  data: Record<string, { userErrors: { code: string }[] } | null> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};

describe.each(databaseKinds)('code attempt limits over HTTP on $kind', ({ kind, skip }) => {
  const { server, database } = useTestService(kind, skip, { prepare: insertCartFixtures });
  const client = cartClient(server);

  it.skipIf(skip)('throttles guessing beyond 10 attempts a minute, counting every alias', async () => {
    const { cart } = await client.create({
      lines: [{ merchandiseId: variantGid(v.espresso.id), quantity: 1 }],
    });
    const body = await client.run<Aliased['data']>(
      aliased(12, (i) => `GUESS${String(i).padStart(11, '0')}`),
      { cartId: cart?.id },
    );
    const results = Object.values(body.data ?? {});
    expect(results.slice(0, 10).every((r) => r?.userErrors[0]?.code === 'INVALID')).toBe(true);
    expect(results.slice(10)).toEqual([null, null]);
    expect(body.errors?.map((e) => e.extensions?.code)).toEqual(['THROTTLED', 'THROTTLED']);
    expect(body.errors?.[0]?.message).toMatch(/Too many discount or gift card code attempts/);
    // The budget is spent for this client, also for discount codes and for new carts.
    const discount = await client.run<unknown>(
      'mutation($cartId: ID!) { cartDiscountCodesUpdate(cartId: $cartId, discountCodes: ["KAFFEE10"]) { userErrors { code } } }',
      { cartId: cart?.id },
    );
    expect(discount.errors?.[0]?.extensions?.code).toBe('THROTTLED');
    const buckets = await queryRows(
      database.db,
      sql`select key from rate_limit_buckets where key like 'code-attempt:buyer:%'`,
      z.object({ key: z.string() }),
    );
    // Stored in the database, so every instance shares the budget.
    expect(buckets).toEqual([{ key: 'code-attempt:buyer:127.0.0.1' }]);
  });

  /** Runs `steps` against a second server with a budget of two attempts a minute, on a new cart. */
  async function withBudgetOfTwo(
    steps: (client: ReturnType<typeof cartClient>, cartId: string) => Promise<void>,
  ): Promise<void> {
    const fresh = await startTestServer(database, { CODE_ATTEMPTS_PER_MINUTE: '2' });
    try {
      await database.db.execute(sql`delete from rate_limit_buckets`);
      const freshClient = cartClient(fresh);
      const { cart } = await freshClient.create();
      await steps(freshClient, cart?.id ?? '');
    } finally {
      await fresh.close();
    }
  }

  it.skipIf(skip)('does not count codes already on the cart, nor cart changes without codes', async () => {
    await withBudgetOfTwo(async (freshClient, id) => {
      expect((await freshClient.discountCodes(id, ['KAFFEE10'])).userErrors).toEqual([]);
      expect((await freshClient.discountCodes(id, ['KAFFEE10', 'BARISTA15'])).userErrors).toEqual([]);
      // Both codes are on the cart now: sending them again costs nothing.
      expect(
        (await freshClient.discountCodes(id, ['kaffee10', 'barista15'])).cart?.discountCodes,
      ).toHaveLength(2);
      await freshClient.add(id, [{ merchandiseId: variantGid(v.espresso.id), quantity: 1 }]);
      const third = await freshClient.run<unknown>(
        'mutation($cartId: ID!) { cartDiscountCodesUpdate(cartId: $cartId, discountCodes: ["WILLKOMMEN5"]) { userErrors { code } } }',
        { cartId: id },
      );
      expect(third.errors?.[0]?.extensions?.code).toBe('THROTTLED');
    });
  });

  it.skipIf(skip)('clears buckets that have been full for over an hour', async () => {
    await database.db.execute(
      sql`insert into rate_limit_buckets (key, full_at, allowed) values ('code-attempt:buyer:old', now() - interval '2 hours', true)`,
    );
    const { cart } = await client.create();
    await database.db.execute(sql`delete from rate_limit_buckets where key like 'code-attempt:buyer:127%'`);
    await client.discountCodes(cart?.id ?? '', ['IRGENDWAS']);
    const old = await queryRows(
      database.db,
      sql`select key from rate_limit_buckets where key = 'code-attempt:buyer:old'`,
      z.object({ key: z.string() }),
    );
    expect(old).toEqual([]);
  });

  it.skipIf(skip)('counts gift card codes already tried as discount codes again', async () => {
    await withBudgetOfTwo(async (freshClient, id) => {
      // Two guesses as discount codes: kept on the cart as not applicable, the budget spent.
      expect((await freshClient.discountCodes(id, ['GUESS0000001', 'GUESS0000002'])).userErrors).toEqual([]);
      const asGiftCard = await freshClient.run<unknown>(
        'mutation($cartId: ID!) { cartGiftCardCodesUpdate(cartId: $cartId, giftCardCodes: ["GUESS0000001"]) { userErrors { code } } }',
        { cartId: id },
      );
      expect(asGiftCard.errors?.[0]?.extensions?.code).toBe('THROTTLED');
    });
  });

  describe('behind a storefront', () => {
    type Sent = { token: 'public' | 'private'; buyer?: string };
    async function guess(sent: Sent, cartId: string, code: string): Promise<string | undefined> {
      const token = server.config.storefrontAccessToken;
      const response = await fetch(`${server.url}/api/2025-01/graphql.json`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(sent.token === 'private'
            ? { 'shopify-storefront-private-token': token }
            : { 'x-shopify-storefront-access-token': token }),
          ...(sent.buyer ? { 'shopify-storefront-buyer-ip': sent.buyer } : {}),
        },
        body: JSON.stringify({
          query:
            'mutation($cartId: ID!, $c: [String!]!) { cartGiftCardCodesUpdate(cartId: $cartId, giftCardCodes: $c) { userErrors { code } } }',
          variables: { cartId, c: [code] },
        }),
      });
      const body: Aliased = await response.json();
      return body.errors?.[0]?.extensions?.code;
    }
    /** Ten guesses from `sent`, each on a new cart, so only the buyer's budget counts. */
    async function tenGuesses(sent: Sent): Promise<(string | undefined)[]> {
      const results = [];
      for (let i = 0; i < 10; i += 1) {
        const { cart } = await client.create();
        results.push(await guess(sent, cart?.id ?? '', `GUESS${i}`));
      }
      return results;
    }
    const buckets = () =>
      queryRows(
        database.db,
        sql`select key from rate_limit_buckets where key like 'code-attempt:buyer:%' order by key`,
        z.object({ key: z.string() }),
      );

    /** Spends the budget of `buyer` on new carts, then tries once more as `sameBuyer`. */
    async function spendThenTry(buyer: string, sameBuyer: string): Promise<string | undefined> {
      await database.db.execute(sql`delete from rate_limit_buckets`);
      expect(await tenGuesses({ token: 'private', buyer })).toEqual(Array(10).fill(undefined));
      const { cart } = await client.create();
      return guess({ token: 'private', buyer: sameBuyer }, cart?.id ?? '', 'ONE-MORE');
    }

    it.skipIf(skip)(
      'counts each buyer by the address the storefront passes with the private token',
      async () => {
        // The same buyer as IPv4-mapped IPv6: one budget, spent.
        expect(await spendThenTry('203.0.113.9', '::ffff:203.0.113.9')).toBe('THROTTLED');
        // Another buyer behind the same storefront still has hers.
        const { cart } = await client.create();
        expect(await guess({ token: 'private', buyer: '198.51.100.7' }, cart?.id ?? '', 'Y')).toBeUndefined();
        expect(await buckets()).toEqual([
          { key: 'code-attempt:buyer:198.51.100.7' },
          { key: 'code-attempt:buyer:203.0.113.9' },
        ]);
      },
    );

    it.skipIf(skip)('counts an IPv6 buyer by the /64 block, whatever address of it is used', async () => {
      expect(await spendThenTry('2001:db8:1:2::1', '2001:db8:1:2:ffff::9')).toBe('THROTTLED');
      expect(await buckets()).toEqual([{ key: 'code-attempt:buyer:2001:0db8:0001:0002::/64' }]);
    });

    it.skipIf(skip)('ignores the buyer header without the private token', async () => {
      await database.db.execute(sql`delete from rate_limit_buckets`);
      const { cart } = await client.create();
      await guess({ token: 'public', buyer: '203.0.113.10' }, cart?.id ?? '', 'X');
      expect(await buckets()).toEqual([{ key: 'code-attempt:buyer:127.0.0.1' }]);
    });
  });
});
