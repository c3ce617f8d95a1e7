import { beforeAll, describe, expect, it } from 'vitest';
import { parseCartGlobalId } from '../node/global-id.ts';
import { notificationsHeard } from '../testing/notifications-heard.ts';
import { databaseKinds } from '../testing/test-databases.ts';
import { useTestService } from '../testing/test-service.ts';
import { fixtureGiftCards, insertCartFixtures, fixtureVariants as v } from './cart-fixtures.ts';
import { cartClient, variantGid } from './cart-test-client.ts';

const badgeQuery = 'query Badge($cartId: ID!) { cart(id: $cartId) { totalQuantity } }';

/** What a statement reads, by the tables and functions it names. */
const reads = (statements: readonly string[], name: string) =>
  statements.filter((text) => text.includes(`"${name}"`) || text.includes(`${name}(`));

describe.each(databaseKinds)('what a cart query reads on $kind', ({ kind, skip }) => {
  const statements: string[] = [];
  const { server, database } = useTestService(kind, skip, {
    prepare: insertCartFixtures,
    env: { CODE_ATTEMPTS_PER_MINUTE: '1000' },
    onStatement: (text) => statements.push(text),
  });
  const client = cartClient(server);
  let cartId = '';

  beforeAll(async () => {
    if (skip) return;
    // Notifications of the fixtures' inserts arriving later would empty the catalogue cache.
    await notificationsHeard(database);
    const created = await client.create({
      lines: [
        { merchandiseId: variantGid(v.espresso.id), quantity: 2 },
        { merchandiseId: variantGid(v.scarce.id), quantity: 1 },
      ],
      discountCodes: ['KAFFEE10'],
      giftCardCodes: [fixtureGiftCards[0]?.code],
    });
    expect(created.userErrors).toEqual([]);
    cartId = created.cart?.id ?? '';
  }, 240_000);

  async function measured<T>(ask: () => Promise<T>): Promise<{ answer: T; sent: string[] }> {
    statements.length = 0;
    const answer = await ask();
    return { answer, sent: [...statements] };
  }

  it.skipIf(skip)('reads the cart alone for the badge: no prices, discount codes or gift cards', async () => {
    const { answer, sent } = await measured(() => client.run(badgeQuery, { cartId }));
    expect(answer).toEqual({ data: { cart: { totalQuantity: 3 } } });
    // The merchandise is in the catalogue cache since the cart was created.
    expect(sent).toHaveLength(1);
    expect(reads(sent, 'cart_with_lines')).toHaveLength(1);
  });

  it.skipIf(skip)('checks only which variants exist when the catalogue cache is empty', async () => {
    database.catalogCache.invalidate();
    const { answer, sent } = await measured(() => client.run(badgeQuery, { cartId }));
    expect(answer).toEqual({ data: { cart: { totalQuantity: 3 } } });
    expect(reads(sent, 'discount_codes')).toEqual([]);
    expect(reads(sent, 'gift_cards')).toEqual([]);
    const accounted = [
      ...reads(sent, 'cart_with_lines'),
      ...reads(sent, 'product_variants'),
      ...reads(sent, 'products'),
    ];
    expect(new Set(accounted).size).toBe(sent.length);
  });

  it.skipIf(skip)('reads codes and gift cards once when the answer shows costs', async () => {
    const { answer, sent } = await measured(() => client.get(cartId));
    expect(answer?.totalQuantity).toBe(3);
    // 2 × 12.99 + 8.99 = 34.97, 10 % off (3.50), the 25.00 gift card pays the rest but 6.47.
    expect(answer?.cost.totalAmount.amount).toBe('6.47');
    expect(reads(sent, 'cart_with_lines')).toHaveLength(1);
    expect(reads(sent, 'discount_codes')).toHaveLength(1);
    expect(reads(sent, 'gift_cards')).toHaveLength(1);
  });

  it.skipIf(skip)('changes nothing: no write, and the process keeps what its last change saved', async () => {
    const token = parseCartGlobalId(cartId)?.token ?? '';
    const saved = server.services.cartSnapshots.get(token);
    expect(saved?.cart.token).toBe(token);
    const { sent } = await measured(() => client.get(cartId));
    expect(sent.filter((text) => /^\s*(insert|update|delete)\b/i.test(text))).toEqual([]);
    expect(server.services.cartSnapshots.get(token)).toBe(saved);
  });
});
