import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export type CartAttribute = { key: string; value: string };

/** A postal address as the Storefront API's CartDeliveryAddressInput gives it (empty fields null). */
export type CartPostalAddress = {
  address1: string | null;
  address2: string | null;
  city: string | null;
  company: string | null;
  countryCode: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  provinceCode: string | null;
  zip: string | null;
};

/** A delivery address kept on a cart; `id` counts up per cart and is never reused. */
export type CartDeliveryAddressRecord = {
  id: number;
  selected: boolean;
  oneTimeUse: boolean;
  address: CartPostalAddress;
};

/** A metafield a client set on a cart; `id` counts up per cart. */
export type CartMetafieldRecord = { id: number; namespace: string; key: string; type: string; value: string };

/** The parent of `CartDelivery`: the cart's addresses. */
export type CartDeliveryView = CartDeliveryAddressRecord[];

/**
 * A cart. `token` is the public part of the cart id; `keyHash` is the SHA-256 of the secret
 * key the client holds, so a database leak does not hand out usable cart ids.
 */
export const carts = pgTable('carts', {
  token: text('token').primaryKey(),
  keyHash: text('key_hash').notNull(),
  note: text('note'),
  attributes: jsonb('attributes').$type<CartAttribute[]>().notNull().default([]),
  /** As the client entered them (trimmed), de-duplicated case-insensitively, in order. */
  discountCodes: jsonb('discount_codes').$type<string[]>().notNull().default([]),
  /** Ids of applied gift cards, in the order they were applied. */
  giftCardIds: jsonb('gift_card_ids').$type<number[]>().notNull().default([]),
  buyerEmail: text('buyer_email'),
  buyerCountryCode: text('buyer_country_code'),
  buyerPhone: text('buyer_phone'),
  /** Where to deliver, in the order added; the checkout offers the selected one (at most one). */
  deliveryAddresses: jsonb('delivery_addresses').$type<CartDeliveryAddressRecord[]>().notNull().default([]),
  /** Metafields a client set on the cart (`cartMetafieldsSet`), at most 25. */
  metafields: jsonb('metafields').$type<CartMetafieldRecord[]>().notNull().default([]),
  /** The delivery option chosen with `cartSelectedDeliveryOptionsUpdate`, or null for the default. */
  deliveryOptionHandle: text('delivery_option_handle'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /**
   * Raised by every change of the cart or its lines, so a change planned on lines read without a
   * lock can tell in its one write whether anything came in between (see line-save.ts).
   */
  version: integer('version').notNull().default(0),
});

/** One line per variant and cart: adding the same variant again raises the quantity. */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cartToken: text('cart_token')
      .notNull()
      .references(() => carts.token, { onDelete: 'cascade' }),
    /** The catalogue's variant id (not a foreign key: the catalogue may be re-imported). */
    variantId: integer('variant_id').notNull(),
    quantity: integer('quantity').notNull(),
    attributes: jsonb('attributes').$type<CartAttribute[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cart_lines_cart_variant').on(table.cartToken, table.variantId),
    index('cart_lines_cart').on(table.cartToken, table.id),
    check('cart_lines_quantity_positive', sql`${table.quantity} > 0`),
  ],
);
