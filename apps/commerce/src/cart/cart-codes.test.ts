import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../testing/test-databases.ts';
import { useTestService } from '../testing/test-service.ts';
import { fixtureGiftCards as cards, insertCartFixtures, fixtureVariants as v } from './cart-fixtures.ts';
import { type CartJson, cartClient, linesOf, variantGid } from './cart-test-client.ts';

const cents = (amount: string | undefined) => Math.round(Number(amount) * 100);

/** Lines, discounts and gift cards must add up to the cent. */
function expectConsistent(cart: CartJson | null) {
  const lines = linesOf(cart);
  const subtotal = lines.reduce((a, l) => a + cents(l.cost.subtotalAmount.amount), 0);
  expect(cents(cart?.cost.subtotalAmount.amount)).toBe(subtotal);
  const lineDiscounts = lines
    .flatMap((l) => l.discountAllocations)
    .reduce((a, d) => a + cents(d.discountedAmount.amount), 0);
  const cartDiscounts = (cart?.discountAllocations ?? []).reduce(
    (a, d) => a + cents(d.discountedAmount.amount),
    0,
  );
  expect(lineDiscounts).toBe(cartDiscounts);
  for (const line of lines) {
    const own = line.discountAllocations.reduce((a, d) => a + cents(d.discountedAmount.amount), 0);
    expect(cents(line.cost.totalAmount.amount)).toBe(cents(line.cost.subtotalAmount.amount) - own);
  }
  const giftCards = (cart?.appliedGiftCards ?? []).reduce((a, g) => a + cents(g.amountUsed.amount), 0);
  expect(cents(cart?.cost.totalAmount.amount)).toBe(subtotal - cartDiscounts - giftCards);
}

describe.each(databaseKinds)('discount codes and gift cards over HTTP on $kind', ({ kind, skip }) => {
  const { server } = useTestService(kind, skip, {
    prepare: insertCartFixtures,
    env: { CODE_ATTEMPTS_PER_MINUTE: '1000' },
  });
  const client = cartClient(server);
  const newCart = async (lines: { id: number; quantity: number }[]) =>
    (
      await client.create({
        lines: lines.map((l) => ({ merchandiseId: variantGid(l.id), quantity: l.quantity })),
      })
    ).cart?.id ?? '';

  it.skipIf(skip)('applies a percentage code case-insensitively, de-duplicated, to the cent', async () => {
    const id = await newCart([
      { id: v.espresso.id, quantity: 1 },
      { id: v.scarce.id, quantity: 1 },
      { id: v.plenty.id, quantity: 1 },
    ]);
    const { cart } = await client.discountCodes(id, ['kaffee10', 'KAFFEE10', ' Kaffee10 ']);
    expect(cart?.discountCodes).toEqual([{ code: 'kaffee10', applicable: true }]);
    // 10 % of 12.99 + 8.99 + 1.00 = 22.98 is 2.298, rounded 2.30, split 1.30 / 0.90 / 0.10.
    expect(cart?.discountAllocations).toEqual([{ code: 'kaffee10', discountedAmount: { amount: '2.30' } }]);
    expect(linesOf(cart).map((l) => l.discountAllocations[0]?.discountedAmount.amount)).toEqual([
      '1.30',
      '0.90',
      '0.10',
    ]);
    expect(cart?.cost.totalAmount.amount).toBe('20.68');
    expectConsistent(cart);
  });

  it.skipIf(skip)('keeps an unknown or expired code as not applicable', async () => {
    const id = await newCart([{ id: v.espresso.id, quantity: 1 }]);
    const { cart, userErrors } = await client.discountCodes(id, ['GIBTSNICHT', 'sommer2025']);
    expect(userErrors).toEqual([]);
    expect(cart?.discountCodes).toEqual([
      { code: 'GIBTSNICHT', applicable: false },
      { code: 'sommer2025', applicable: false },
    ]);
    expect(cart?.cost.totalAmount.amount).toBe('12.99');
    const cleared = await client.discountCodes(id, []);
    expect(cleared.cart?.discountCodes).toEqual([]);
  });

  it.skipIf(skip)('applies the newsletter voucher only from 25 EUR, not counting gift cards', async () => {
    const id = await newCart([
      { id: v.espresso.id, quantity: 1 },
      { id: v.giftCard.id, quantity: 1 },
    ]);
    const below = await client.discountCodes(id, ['willkommen5']);
    expect(below.cart?.discountCodes).toEqual([{ code: 'willkommen5', applicable: false }]);
    expect(below.cart?.cost.totalAmount.amount).toBe('37.99');
    const above = await client.add(id, [{ merchandiseId: variantGid(v.espresso.id), quantity: 1 }]);
    expect(above.cart?.discountCodes).toEqual([{ code: 'willkommen5', applicable: true }]);
    expect(above.cart?.cost.totalAmount.amount).toBe('45.98');
    const giftLine = linesOf(above.cart).find((l) => l.cost.amountPerQuantity.amount === '25.00');
    expect(giftLine?.discountAllocations).toEqual([]);
    expectConsistent(above.cart);
  });

  it.skipIf(skip)('caps a fixed amount at the discountable subtotal', async () => {
    const id = await newCart([{ id: v.plenty.id, quantity: 3 }]);
    const { cart } = await client.discountCodes(id, ['BARISTA15']);
    expect(cart?.cost.totalAmount.amount).toBe('0.00');
    expect(cart?.discountAllocations[0]?.discountedAmount.amount).toBe('3.00');
    expectConsistent(cart);
  });

  it.skipIf(skip)('pays with gift cards against their balance, never more than the total', async () => {
    const id = await newCart([{ id: v.espresso.id, quantity: 3 }]);
    const { cart, userErrors } = await client.giftCards(id, [
      cards[0]?.code.toLowerCase() ?? '',
      cards[1]?.code ?? '',
    ]);
    expect(userErrors).toEqual([]);
    expect(cart?.appliedGiftCards).toEqual([
      {
        id: 'gid://shopify/AppliedGiftCard/1',
        lastCharacters: 'BB25',
        amountUsed: { amount: '25.00' },
        presentmentAmountUsed: { amount: '25.00' },
        balance: { amount: '25.00' },
      },
      {
        id: 'gid://shopify/AppliedGiftCard/2',
        lastCharacters: 'D150',
        amountUsed: { amount: '13.97' },
        presentmentAmountUsed: { amount: '13.97' },
        balance: { amount: '150.00' },
      },
    ]);
    expect(cart?.cost.totalAmount.amount).toBe('0.00');
    expectConsistent(cart);
    const removed = await client.giftCardsRemove(id, ['gid://shopify/AppliedGiftCard/1']);
    expect(removed.cart?.appliedGiftCards.map((g) => g.lastCharacters)).toEqual(['D150']);
    expect(removed.cart?.appliedGiftCards[0]?.amountUsed.amount).toBe('38.97');
  });

  it.skipIf(skip)(
    'refuses unknown, spent and expired gift cards with one message, changing nothing',
    async () => {
      const id = await newCart([{ id: v.espresso.id, quantity: 1 }]);
      for (const code of ['NOSUCHCARD000000', cards[2]?.code ?? '', cards[3]?.code ?? '']) {
        const payload = await client.giftCards(id, [cards[0]?.code ?? '', code]);
        expect(payload.userErrors).toEqual([
          { field: ['giftCardCodes', '1'], code: 'INVALID', message: 'The gift card code is not valid.' },
        ]);
        expect(payload.cart?.appliedGiftCards).toEqual([]);
      }
      const notApplied = await client.giftCardsRemove(id, ['gid://shopify/AppliedGiftCard/2']);
      expect(notApplied.userErrors[0]?.code).toBe('INVALID');
    },
  );
});
