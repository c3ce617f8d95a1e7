import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { LocalizedText } from './localized-text.ts';

/** The one shop this service hosts (Storefront API `shop`). */
export const shop = pgTable('shop', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  description: jsonb('description').$type<LocalizedText>().notNull(),
  primaryDomainUrl: text('primary_domain_url').notNull(),
});

// Account sign-in and sessions, newsletter subscribers, orders and once-per-customer code uses (issue 17).
export * from '../account/account-tables.ts';
// Carts, discount codes, gift cards, rate limits (B2).
export * from '../cart/cart-tables.ts';
// Catalogue and content (B1).
export * from '../catalog/catalog-tables.ts';
export * from '../catalog/collection-tables.ts';
export * from '../content/content-tables.ts';
export * from '../discounts/discount-tables.ts';
export * from '../gift-cards/gift-card-tables.ts';
// Mails waiting for the SMTP server to take them (decision 0065).
export * from '../mail/mail-queue-tables.ts';
export * from '../newsletter/newsletter-tables.ts';
export * from '../orders/order-tables.ts';
export * from '../rate-limit/rate-limit-tables.ts';
