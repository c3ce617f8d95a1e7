import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../db/query-rows.ts';
import { databaseKinds } from '../testing/test-databases.ts';
import { useTestService } from '../testing/test-service.ts';
import { insertCartFixtures, insertManyVariants, fixtureVariants as v } from './cart-fixtures.ts';
import { cartOperations } from './cart-operations.ts';
import { cartClient, linesOf, variantGid } from './cart-test-client.ts';

describe.each(databaseKinds)('cart lines over HTTP on $kind', ({ kind, skip }) => {
  const { server, database } = useTestService(kind, skip, {
    prepare: insertCartFixtures,
    env: { COMMERCE_PUBLIC_URL: 'https://commerce.example' },
  });
  const client = cartClient(server);
  const snapshot = () =>
    queryRows(
      database.db,
      sql`select cart_token, variant_id, quantity from cart_lines order by id`,
      z.unknown(),
    );

  it.skipIf(skip)('creates a cart with a secret key and reads it back by id', async () => {
    const { cart, userErrors } = await client.create({
      lines: [{ merchandiseId: variantGid(v.espresso.id), quantity: 2 }],
    });
    expect(userErrors).toEqual([]);
    expect(cart?.id).toMatch(/^gid:\/\/shopify\/Cart\/[\w-]{22}\?key=[0-9a-f]{32}$/);
    expect(cart?.checkoutUrl).toMatch(/^https:\/\/commerce\.example\/checkouts\/[\w-]{22}\?lang=(de|en|da)$/);
    expect(cart?.totalQuantity).toBe(2);
    expect(cart?.cost.subtotalAmount).toEqual({ amount: '25.98', currencyCode: 'EUR' });
    const line = linesOf(cart)[0];
    expect(line?.cost).toEqual({
      amountPerQuantity: { amount: '12.99' },
      subtotalAmount: { amount: '25.98' },
      totalAmount: { amount: '25.98' },
      compareAtAmountPerQuantity: null,
    });
    expect(line?.merchandise).toEqual({ __typename: 'ProductVariant', id: variantGid(v.espresso.id) });
    const read = await client.get(cart?.id ?? '');
    expect(read).toEqual(cart);
  });

  it.skipIf(skip)('answers null for an unknown, malformed or forged cart id', async () => {
    const { cart } = await client.create();
    const forged = cart?.id.replace(/key=.*/, `key=${'0'.repeat(32)}`) ?? '';
    expect(await client.get(forged)).toBeNull();
    expect(await client.get('gid://shopify/Cart/nope?key=abc')).toBeNull();
    expect(await client.get('not a gid')).toBeNull();
    const payload = await client.add(forged, [{ merchandiseId: variantGid(v.espresso.id) }]);
    expect(payload.cart).toBeNull();
    expect(payload.userErrors).toEqual([
      { field: ['cartId'], code: 'INVALID', message: 'The specified cart does not exist.' },
    ]);
  });

  it.skipIf(skip)('merges lines per merchandise and removes a line set to 0', async () => {
    const { cart } = await client.create({
      lines: [{ merchandiseId: variantGid(v.espresso.id), quantity: 1 }],
    });
    const id = cart?.id ?? '';
    const merged = await client.add(id, [
      { merchandiseId: variantGid(v.espresso.id), quantity: 2 },
      { merchandiseId: variantGid(v.plenty.id), quantity: 1 },
    ]);
    expect(linesOf(merged.cart).map((l) => l.quantity)).toEqual([3, 1]);
    const first = linesOf(merged.cart)[0]?.id ?? '';
    const updated = await client.update(id, [{ id: first, quantity: 0 }]);
    expect(linesOf(updated.cart).map((l) => l.quantity)).toEqual([1]);
    const second = linesOf(updated.cart)[0]?.id ?? '';
    const removed = await client.remove(id, [second]);
    expect(removed.cart?.totalQuantity).toBe(0);
    expect(linesOf(removed.cart)).toEqual([]);
  });

  it.skipIf(skip)('reduces a quantity above the stock to the stock with a warning', async () => {
    const { cart, warnings } = await client.create({
      lines: [{ merchandiseId: variantGid(v.scarce.id), quantity: 5 }],
    });
    expect(linesOf(cart)[0]?.quantity).toBe(3);
    expect(linesOf(cart)[0]?.cost.compareAtAmountPerQuantity).toEqual({ amount: '10.99' });
    expect(warnings).toEqual([
      {
        code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
        message: expect.stringContaining('Only 3'),
        target: variantGid(v.scarce.id),
      },
    ]);
    const again = await client.add(cart?.id ?? '', [{ merchandiseId: variantGid(v.scarce.id), quantity: 1 }]);
    expect(linesOf(again.cart)[0]?.quantity).toBe(3);
    expect(again.warnings[0]?.code).toBe('MERCHANDISE_NOT_ENOUGH_STOCK');
  });

  it.skipIf(skip)('leaves out sold-out merchandise with a warning, but takes backorders', async () => {
    const { cart, warnings } = await client.create({
      lines: [
        { merchandiseId: variantGid(v.soldOut.id), quantity: 1 },
        { merchandiseId: variantGid(v.backorder.id), quantity: 20 },
      ],
    });
    expect(warnings.map((w) => [w.code, w.target])).toEqual([
      ['MERCHANDISE_OUT_OF_STOCK', variantGid(v.soldOut.id)],
    ]);
    expect(linesOf(cart).map((l) => l.quantity)).toEqual([20]);
  });

  it.skipIf(skip)(
    'refuses an unknown variant, a negative or absurd quantity, and changes nothing',
    async () => {
      const { cart } = await client.create({
        lines: [{ merchandiseId: variantGid(v.espresso.id), quantity: 1 }],
      });
      const id = cart?.id ?? '';
      const before = await snapshot();
      const unknown = await client.add(id, [{ merchandiseId: variantGid(999999), quantity: 1 }]);
      expect(unknown.userErrors[0]?.code).toBe('INVALID_MERCHANDISE_LINE');
      const malformed = await client.add(id, [{ merchandiseId: 'gid://shopify/Product/1', quantity: 1 }]);
      expect(malformed.userErrors[0]).toMatchObject({
        code: 'INVALID_MERCHANDISE_LINE',
        field: ['lines', '0', 'merchandiseId'],
      });
      const negative = await client.add(id, [
        { merchandiseId: variantGid(v.plenty.id), quantity: 1 },
        { merchandiseId: variantGid(v.espresso.id), quantity: -1 },
      ]);
      expect(negative.userErrors).toEqual([
        { field: ['lines', '1', 'quantity'], code: 'INVALID', message: 'The quantity must not be negative.' },
      ]);
      const absurd = await client.update(id, [{ id: linesOf(cart)[0]?.id, quantity: 1_000_000 }]);
      expect(absurd.userErrors[0]?.code).toBe('MAXIMUM_EXCEEDED');
      const noLine = await client.update(id, [{ id: 'gid://shopify/CartLine/999999', quantity: 1 }]);
      expect(noLine.userErrors[0]).toMatchObject({ code: 'INVALID', field: ['lines', '0', 'id'] });
      expect(linesOf(absurd.cart).map((l) => l.quantity)).toEqual([1]);
      expect(await snapshot()).toEqual(before);
    },
  );

  it.skipIf(skip)('creates no cart when the input is refused', async () => {
    const count = () => queryRows(database.db, sql`select count(*)::int as n from carts`, z.unknown());
    const before = await count();
    const payload = await client.create({
      note: 'x',
      lines: [{ merchandiseId: variantGid(424242), quantity: 1 }],
    });
    expect(payload.cart).toBeNull();
    expect(payload.userErrors[0]?.field?.[0]).toBe('input');
    expect(await count()).toEqual(before);
  });

  it.skipIf(skip)('refuses more than 250 input items', async () => {
    const { cart } = await client.create();
    const lines = Array.from({ length: 251 }, () => ({
      merchandiseId: variantGid(v.plenty.id),
      quantity: 1,
    }));
    // The platform refuses any input array over 250 items before the mutation runs (decision 0025).
    const body = await client.run<unknown>(cartOperations.linesAdd, { cartId: cart?.id, lines });
    expect(body.errors?.[0]?.extensions?.code).toBe('MAX_INPUT_SIZE_EXCEEDED');
    expect((await client.get(cart?.id ?? ''))?.totalQuantity).toBe(0);
  });

  it.skipIf(skip)('keeps a note, attributes and the buyer identity', async () => {
    const { cart } = await client.create({
      attributes: [{ key: 'gift', value: 'yes' }],
      buyerIdentity: { countryCode: 'DK' },
    });
    const id = cart?.id ?? '';
    await client.note(id, 'Bitte klingeln');
    await client.attributes(id, [
      { key: 'gift', value: 'no' },
      { key: 'source', value: 'newsletter' },
    ]);
    const buyer = await client.buyerIdentity(id, { email: 'kunde@example.com' });
    expect(buyer.cart?.note).toBe('Bitte klingeln');
    expect(buyer.cart?.attributes).toEqual([
      { key: 'gift', value: 'no' },
      { key: 'source', value: 'newsletter' },
    ]);
    expect(buyer.cart?.buyerIdentity).toEqual({
      email: 'kunde@example.com',
      countryCode: 'DK',
      customer: null,
    });
    const badEmail = await client.buyerIdentity(id, { email: 'not-an-address' });
    expect(badEmail.userErrors[0]).toMatchObject({ code: 'INVALID', field: ['buyerIdentity', 'email'] });
    const long = await client.note(id, 'x'.repeat(5001));
    expect(long.userErrors[0]?.code).toBe('NOTE_TOO_LONG');
    expect(long.cart?.note).toBe('Bitte klingeln');
  });

  it.skipIf(skip)('pages lines with first and after', async () => {
    const { cart } = await client.create({
      lines: [v.espresso, v.plenty, v.backorder].map((x) => ({
        merchandiseId: variantGid(x.id),
        quantity: 1,
      })),
    });
    const query = `query($id: ID!, $after: String) { cart(id: $id) { lines(first: 2, after: $after) {
      pageInfo { hasNextPage endCursor } nodes { quantity merchandise { __typename } } } } }`;
    type Page = {
      cart: { lines: { pageInfo: { hasNextPage: boolean; endCursor: string }; nodes: unknown[] } };
    };
    const first = await client.run<Page>(query, { id: cart?.id });
    expect(first.data?.cart.lines.nodes).toHaveLength(2);
    expect(first.data?.cart.lines.pageInfo.hasNextPage).toBe(true);
    const rest = await client.run<Page>(query, {
      id: cart?.id,
      after: first.data?.cart.lines.pageInfo.endCursor,
    });
    expect(rest.data?.cart.lines.nodes).toHaveLength(1);
    expect(rest.data?.cart.lines.pageInfo.hasNextPage).toBe(false);
  });

  it.skipIf(skip)('refuses a change that would make more than 500 lines', { timeout: 120_000 }, async () => {
    const ids = await insertManyVariants(database.db, 501);
    const { cart } = await client.create();
    const id = cart?.id ?? '';
    const lines = (from: number, to: number) =>
      ids.slice(from, to).map((n) => ({ merchandiseId: variantGid(n), quantity: 1 }));
    expect((await client.add(id, lines(0, 250))).userErrors).toEqual([]);
    expect((await client.add(id, lines(250, 500))).cart?.totalQuantity).toBe(500);
    const over = await client.add(id, lines(500, 501));
    expect(over.userErrors[0]).toMatchObject({ code: 'MAXIMUM_EXCEEDED', field: ['lines'] });
    expect(over.cart?.totalQuantity).toBe(500);
    // The cart query shows 50 lines and tells that more follow: nothing is lost silently.
    expect(over.cart?.lines.edges).toHaveLength(50);
    expect(over.cart?.lines.pageInfo.hasNextPage).toBe(true);
  });
});
