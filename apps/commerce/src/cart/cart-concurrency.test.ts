import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parseCartGlobalId } from '../node/global-id.ts';
import { databaseKinds } from '../testing/test-databases.ts';
import { useTestService } from '../testing/test-service.ts';
import { insertCartFixtures, fixtureVariants as v } from './cart-fixtures.ts';
import { cartClient, linesOf, variantGid } from './cart-test-client.ts';

describe.each(databaseKinds)('concurrent cart changes over HTTP on $kind', ({ kind, skip }) => {
  const { server, database } = useTestService(kind, skip, { prepare: insertCartFixtures });

  it.skipIf(skip)(
    'loses nothing when 200 requests add to one cart at once',
    { timeout: 120_000 },
    async () => {
      const client = cartClient(server);
      const { cart } = await client.create();
      const id = cart?.id ?? '';
      const line = [{ merchandiseId: variantGid(v.plenty.id), quantity: 1 }];
      const payloads = await Promise.all(Array.from({ length: 200 }, () => client.add(id, line)));
      expect(payloads.flatMap((p) => p.userErrors)).toEqual([]);
      const final = await client.get(id);
      expect(linesOf(final).map((l) => l.quantity)).toEqual([200]);
      expect(final?.totalQuantity).toBe(200);
      expect(Math.max(...payloads.map((p) => p.cart?.totalQuantity ?? 0))).toBe(200);
    },
  );

  it.skipIf(skip)(
    'keeps every line when changes of different lines and the note race on one cart',
    { timeout: 120_000 },
    async () => {
      const client = cartClient(server);
      const { cart } = await client.create();
      const id = cart?.id ?? '';
      // 30 adds over three variants, mixed with note changes that also move the cart's version.
      const variants = [v.espresso.id, v.plenty.id, v.backorder.id];
      const changes = Array.from({ length: 40 }, (_, i) =>
        i % 4 === 3
          ? client.note(id, `note ${i}`)
          : client.add(id, [{ merchandiseId: variantGid(variants[i % 3] ?? 0), quantity: 1 }]),
      );
      const payloads = await Promise.all(changes);
      expect(payloads.flatMap((p) => p.userErrors)).toEqual([]);
      const final = await client.get(id);
      expect(linesOf(final).map((l) => l.quantity)).toEqual([10, 10, 10]);
      expect(final?.totalQuantity).toBe(30);
    },
  );

  /** What another instance of the service does to the cart: adds a line through the same write. */
  async function addElsewhere(cartId: string, variantId: number, quantity: number) {
    const token = parseCartGlobalId(cartId)?.token ?? '';
    const fresh = JSON.stringify([{ variant_id: variantId, quantity, attributes: [] }]);
    await database.db.execute(
      sql`SELECT cart_save_lines(${token}, (SELECT version FROM carts WHERE token = ${token}), '[]'::jsonb, '[]'::jsonb, ${fresh}::jsonb)`,
    );
  }

  it.skipIf(skip)(
    'keeps what another instance of the service added in between',
    { timeout: 60_000 },
    async () => {
      const client = cartClient(server);
      const { cart } = await client.create({
        lines: [{ merchandiseId: variantGid(v.espresso.id), quantity: 1 }],
      });
      const id = cart?.id ?? '';
      await client.add(id, [{ merchandiseId: variantGid(v.espresso.id), quantity: 1 }]);
      await addElsewhere(id, v.plenty.id, 3);
      const added = await client.add(id, [{ merchandiseId: variantGid(v.espresso.id), quantity: 1 }]);
      expect(added.userErrors).toEqual([]);
      expect(linesOf(added.cart).map((l) => l.quantity)).toEqual([3, 3]);
      expect(linesOf(await client.get(id)).map((l) => l.quantity)).toEqual([3, 3]);
      // A refused change answers the cart as it is now, with the other instance's line too.
      await addElsewhere(id, v.backorder.id, 2);
      const refused = await client.add(id, [{ merchandiseId: variantGid(999_999), quantity: 1 }]);
      expect(refused.userErrors.map((e) => e.code)).toEqual(['INVALID_MERCHANDISE_LINE']);
      expect(linesOf(refused.cart).map((l) => l.quantity)).toEqual([3, 3, 2]);
    },
  );
});
