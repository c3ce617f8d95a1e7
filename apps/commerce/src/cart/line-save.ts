import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { queryRows } from '../db/query-rows.ts';
import { type CartLineRecord, type CartRecord, type DesiredLine, diffLines } from './cart-store.ts';

/*
 * A line change without holding the cart's lock: one statement reads the cart with its lines, the
 * change is planned on them, and one statement writes it only if the cart's version is still the
 * one read. Two round trips instead of five (begin, lock, read, write, commit); when another change
 * came in between, the write does nothing and the caller takes the locked path instead. Both are
 * PL/pgSQL functions of migration 0005, whose plans PostgreSQL keeps per connection.
 */

const attributes = z.array(z.object({ key: z.string(), value: z.string() }));

const text = z.string().nullable();
const deliveryAddressRecord = z.object({
  id: z.number().int(),
  selected: z.boolean(),
  oneTimeUse: z.boolean(),
  address: z.object({
    address1: text,
    address2: text,
    city: text,
    company: text,
    countryCode: text,
    firstName: text,
    lastName: text,
    phone: text,
    provinceCode: text,
    zip: text,
  }),
});

const lineRow = z.object({
  id: z.coerce.number().int(),
  variant_id: z.number().int(),
  quantity: z.number().int(),
  attributes,
  created_at: z.coerce.date(),
});

const cartRow = z.object({
  token: z.string(),
  key_hash: z.string(),
  note: z.string().nullable(),
  attributes,
  discount_codes: z.array(z.string()),
  gift_card_ids: z.array(z.number().int()),
  buyer_email: z.string().nullable(),
  buyer_country_code: z.string().nullable(),
  buyer_phone: z.string().nullable(),
  delivery_addresses: z.array(deliveryAddressRecord),
  delivery_option_handle: z.string().nullable(),
  metafields: z.array(
    z.object({
      id: z.number().int(),
      namespace: z.string(),
      key: z.string(),
      type: z.string(),
      value: z.string(),
    }),
  ),
  created_at: z.coerce.date(),
  updated_at: z.coerce.date(),
  version: z.number().int(),
});

function lineOf(token: string, row: z.infer<typeof lineRow>): CartLineRecord {
  return {
    id: row.id,
    cartToken: token,
    variantId: row.variant_id,
    quantity: row.quantity,
    attributes: row.attributes,
    createdAt: row.created_at,
  };
}

function cartOf(row: z.infer<typeof cartRow>): CartRecord {
  return {
    token: row.token,
    keyHash: row.key_hash,
    note: row.note,
    attributes: row.attributes,
    discountCodes: row.discount_codes,
    giftCardIds: row.gift_card_ids,
    buyerEmail: row.buyer_email,
    buyerCountryCode: row.buyer_country_code,
    buyerPhone: row.buyer_phone,
    deliveryAddresses: row.delivery_addresses,
    deliveryOptionHandle: row.delivery_option_handle,
    metafields: row.metafields,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: row.version,
  };
}

export type CartWithLines = { cart: CartRecord; lines: CartLineRecord[] };

const cartWithLinesRow = z.object({
  value: z.object({ cart: cartRow, lines: z.array(lineRow) }).nullable(),
});

/** The cart and its lines, oldest first, in one statement; undefined for an unknown token. */
export async function readCartWithLines(db: Database, token: string): Promise<CartWithLines | undefined> {
  const [row] = await queryRows(db, sql`SELECT cart_with_lines(${token}) AS value`, cartWithLinesRow);
  const value = row?.value;
  return value
    ? { cart: cartOf(value.cart), lines: value.lines.map((line) => lineOf(value.cart.token, line)) }
    : undefined;
}

const savedRow = z.object({
  value: z.object({ cart: cartRow, fresh: z.array(lineRow) }).nullable(),
});

/**
 * Writes the desired lines in one statement if the cart is still at the version read, and returns
 * the cart and its lines as saved; undefined when another change came first (nothing is written).
 * The statement is the migration's `cart_save_lines`.
 */
export async function saveLinesIfUnchanged(
  db: Database,
  read: CartWithLines,
  desired: readonly DesiredLine[],
): Promise<CartWithLines | undefined> {
  const { token, version } = read.cart;
  const diff = diffLines(read.lines, desired);
  const changed = diff.changed.map((l) => ({ id: l.id, quantity: l.quantity, attributes: l.attributes }));
  const fresh = diff.fresh.map((l) => ({
    variant_id: l.variantId,
    quantity: l.quantity,
    attributes: l.attributes,
  }));
  const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
  const [row] = await queryRows(
    db,
    sql`SELECT cart_save_lines(${token}, ${version}, ${json(diff.gone)}, ${json(changed)}, ${json(fresh)}) AS value`,
    savedRow,
  );
  const value = row?.value;
  if (!value) return undefined;
  const added = value.fresh.map((line) => lineOf(token, line));
  return { cart: cartOf(value.cart), lines: [...diff.kept, ...added].sort((a, b) => a.id - b.id) };
}
