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
    const counters = await queryRows(
      database.db,
      sql`select key, count from rate_limit_counters where key like 'code-attempt:client:%'`,
      z.object({ key: z.string(), count: z.number() }),
    );
    // Stored in the database, so every instance shares the count; refused attempts count too (12 + 1).
    expect(counters).toEqual([{ key: 'code-attempt:client:127.0.0.1', count: 13 }]);
  });

  it.skipIf(skip)('does not count codes already on the cart, nor cart changes without codes', async () => {
    const fresh = await startTestServer(database, { CODE_ATTEMPTS_PER_MINUTE: '2' });
    try {
      await database.db.execute(sql`delete from rate_limit_counters`);
      const freshClient = cartClient(fresh);
      const { cart } = await freshClient.create();
      const id = cart?.id ?? '';
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
    } finally {
      await fresh.close();
    }
  });

  it.skipIf(skip)('clears counters of windows that ended over an hour ago', async () => {
    await database.db.execute(
      sql`insert into rate_limit_counters (key, window_start, count) values ('code-attempt:client:old', now() - interval '2 hours', 5)`,
    );
    const { cart } = await client.create();
    await database.db.execute(sql`delete from rate_limit_counters where key like 'code-attempt:client:127%'`);
    await client.discountCodes(cart?.id ?? '', ['IRGENDWAS']);
    const old = await queryRows(
      database.db,
      sql`select key from rate_limit_counters where key = 'code-attempt:client:old'`,
      z.object({ key: z.string() }),
    );
    expect(old).toEqual([]);
  });
});
