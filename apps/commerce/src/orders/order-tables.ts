import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export type OrderAddress = {
  firstName: string;
  lastName: string;
  company: string;
  street: string;
  postalCode: string;
  city: string;
  countryCode: string;
};

export type OrderDiscount = { code: string; cents: number };
export type OrderGiftCard = { id: number; lastCharacters: string; cents: number };
/** The VAT included in the order per rate: the gross amount taxed at it (goods and shipping) and its VAT. */
export type OrderVat = { ratePercent: number; grossCents: number; vatCents: number };
export type PaymentMethod = 'invoice' | 'prepayment' | 'gift_card';
export type OrderLanguage = 'de' | 'en' | 'da';

/** Order numbers customers see and quote: KK-10001, KK-10002, … */
export const orderNumbers = pgSequence('order_numbers', { startWith: 10001 });

/**
 * A placed order, with everything as it was at the moment of purchase: prices, discounts,
 * gift-card amounts and shipping are copied, never looked up again, so a later price or
 * catalogue change does not alter what was bought. Money in integer cents.
 */
export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** KK- and the sequence's next value. */
    number: text('number').notNull(),
    /** From the checkout form: a repeated submit finds the order it already made. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** The cart it was placed from (deleted then); a cart is ordered once. */
    cartToken: text('cart_token').notNull(),
    /** Lower-cased, as the account site and once-per-customer codes compare it. */
    email: text('email').notNull(),
    language: text('language').$type<OrderLanguage>().notNull(),
    status: text('status').notNull().default('open'),
    shippingAddress: jsonb('shipping_address').$type<OrderAddress>().notNull(),
    /** Null when the invoice goes to the shipping address. */
    billingAddress: jsonb('billing_address').$type<OrderAddress>(),
    shippingMethod: text('shipping_method').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    giftCardCents: integer('gift_card_cents').notNull(),
    /** What is left to pay by invoice or prepayment. */
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    discounts: jsonb('discounts').$type<OrderDiscount[]>().notNull(),
    giftCards: jsonb('gift_cards').$type<OrderGiftCard[]>().notNull(),
    /** As the invoice states it (decision 0064); empty for orders placed before it was kept. */
    vat: jsonb('vat').$type<OrderVat[]>().notNull().default([]),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_number').on(table.number),
    uniqueIndex('orders_idempotency_key').on(table.idempotencyKey),
    uniqueIndex('orders_cart_token').on(table.cartToken),
    index('orders_email').on(table.email, table.createdAt),
    check('orders_total_not_negative', sql`${table.totalCents} >= 0`),
  ],
);

/** The lines of an order, with titles in the order's language as they were shown. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    variantId: integer('variant_id').notNull(),
    productId: integer('product_id').notNull(),
    sku: text('sku').notNull(),
    productTitle: text('product_title').notNull(),
    variantTitle: text('variant_title').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
  },
  (table) => [
    index('order_lines_order').on(table.orderId, table.position),
    check('order_lines_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

/**
 * Once-per-customer discount codes used, by e-mail address (lower-cased). The primary key is
 * what makes a second use fail, also when two orders with the code race.
 */
export const discountCodeUses = pgTable(
  'discount_code_uses',
  {
    discountCodeId: integer('discount_code_id').notNull(),
    email: text('email').notNull(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.discountCodeId, table.email] })],
);
