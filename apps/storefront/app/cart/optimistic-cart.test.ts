import { describe, expect, it } from 'vitest';
import { type CartLineView, type CartView, withTotals } from './cart-view.ts';
import { applyPending, pendingFromForm } from './optimistic-cart.ts';

function line(
  id: string,
  merchandiseId: string,
  quantity: number,
  unitPriceCents: number,
  discount = 0,
): CartLineView {
  return {
    id,
    merchandiseId,
    productId: `p-${merchandiseId}`,
    handle: 'h',
    title: `Title ${merchandiseId}`,
    variantTitle: null,
    vendor: 'Vendor',
    productType: 'Kaffee',
    sku: null,
    image: null,
    quantity,
    unitPriceCents,
    compareAtUnitPriceCents: null,
    subtotalCents: unitPriceCents * quantity,
    totalCents: unitPriceCents * quantity - discount,
    discounts: [],
    tags: [],
    isGiftCard: false,
  };
}

function cart(lines: CartLineView[]): CartView {
  return withTotals({
    id: 'gid://shopify/Cart/1',
    checkoutUrl: 'http://x/checkouts/1',
    currencyCode: 'EUR',
    lines,
    cartDiscounts: [],
    discountCodes: [],
    giftCards: [],
  });
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe('applyPending', () => {
  const base = cart([line('l1', 'v1', 2, 1190), line('l2', 'v2', 1, 2000)]);

  it('shows the server cart unchanged when nothing is pending', () => {
    expect(applyPending(base, [])).toEqual({ cart: base, totalQuantity: 3 });
  });

  it('applies adds, updates and removals in order, with totals and shipping recomputed', () => {
    const { cart: shown, totalQuantity } = applyPending(base, [
      { action: 'LinesAdd', merchandiseId: 'v1', quantity: 3 },
      { action: 'LinesUpdate', lineId: 'l1', quantity: 4 },
      { action: 'LinesRemove', lineId: 'l2' },
    ]);
    expect(totalQuantity).toBe(4);
    expect(shown?.lines.map((l) => [l.id, l.quantity, l.totalCents])).toEqual([['l1', 4, 4760]]);
    expect(shown?.subtotalCents).toBe(4760);
    expect(shown?.shipping).toMatchObject({ method: 'standard', feeCents: 490, missingForFreeCents: 141 });
  });

  it('removes a line updated to 0 and keeps a line discount per item', () => {
    const discounted = cart([line('l1', 'v1', 2, 1000, 200)]);
    expect(
      applyPending(discounted, [{ action: 'LinesUpdate', lineId: 'l1', quantity: 3 }]).cart?.lines[0],
    ).toMatchObject({ quantity: 3, subtotalCents: 3000, totalCents: 2700 });
    expect(
      applyPending(discounted, [{ action: 'LinesUpdate', lineId: 'l1', quantity: 0 }]).cart?.lines,
    ).toEqual([]);
  });

  it('draws a new line from the form item, or at least counts it in the badge', () => {
    const item = {
      productId: 'p9',
      handle: 'tasse',
      title: 'Tasse',
      vendor: 'Hellwig',
      variantTitle: null,
      price: { amount: '13.90', currencyCode: 'EUR' },
      image: null,
    };
    const drawn = applyPending(null, [{ action: 'LinesAdd', merchandiseId: 'v9', quantity: 2, item }]);
    expect(drawn.totalQuantity).toBe(2);
    expect(drawn.cart?.lines[0]).toMatchObject({ id: 'pending:v9', quantity: 2, totalCents: 2780 });
    const counted = applyPending(base, [{ action: 'LinesAdd', merchandiseId: 'v9', quantity: 2 }]);
    expect(counted.totalQuantity).toBe(5);
    expect(counted.cart?.lines).toHaveLength(2);
  });
});

describe('pendingFromForm', () => {
  it('reads the cart forms and leaves codes and bad input to the server', () => {
    expect(pendingFromForm(form({ cartAction: 'LinesAdd', merchandiseId: 'v1', quantity: '2' }))).toEqual({
      action: 'LinesAdd',
      merchandiseId: 'v1',
      quantity: 2,
    });
    expect(pendingFromForm(form({ cartAction: 'LinesUpdate', lineId: 'l1', quantity: '0' }))).toEqual({
      action: 'LinesUpdate',
      lineId: 'l1',
      quantity: 0,
    });
    expect(pendingFromForm(form({ cartAction: 'LinesAdd', merchandiseId: 'v1', quantity: 'viele' }))).toEqual(
      {
        action: 'Other',
      },
    );
    expect(pendingFromForm(form({ cartAction: 'DiscountCodesUpdate', discountCode: 'X' }))).toEqual({
      action: 'Other',
    });
  });
});
