import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { newCartCredentials } from '../cart/cart-id.ts';
import { cartLines, carts } from '../cart/cart-tables.ts';
import { productVariants } from '../catalog/catalog-tables.ts';
import type { Database } from '../db/database.ts';
import { giftCards } from '../gift-cards/gift-card-tables.ts';
import type { OrderAddress } from './order-tables.ts';
import type { PlaceOrderInput } from './place-order.ts';

/** A cart as the cart service leaves it, written straight to its tables. */
export async function insertTestCart(
  db: Database,
  lines: { variantId: number; quantity: number }[],
  codes: { discountCodes?: string[]; giftCardIds?: number[] } = {},
): Promise<string> {
  const { token } = newCartCredentials();
  await db.insert(carts).values({
    token,
    keyHash: 'test',
    discountCodes: codes.discountCodes ?? [],
    giftCardIds: codes.giftCardIds ?? [],
  });
  if (lines.length > 0)
    await db.insert(cartLines).values(lines.map((line) => ({ cartToken: token, ...line })));
  return token;
}

export const testAddress: OrderAddress = {
  firstName: 'Anna',
  lastName: 'Müller',
  company: '',
  street: 'Kaffeestraße 1',
  postalCode: '20095',
  city: 'Hamburg',
  countryCode: 'DE',
};

export function orderInput(cartToken: string, extra: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
  return {
    cartToken,
    idempotencyKey: randomUUID(),
    email: 'anna@example.de',
    language: 'de',
    shippingAddress: testAddress,
    billingAddress: null,
    paymentMethod: 'invoice',
    ...extra,
  };
}

export async function stockOf(db: Database, variantId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row?.stock;
}

export async function balanceOf(db: Database, giftCardId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ balance: giftCards.balanceCents })
    .from(giftCards)
    .where(eq(giftCards.id, giftCardId));
  return row?.balance;
}
