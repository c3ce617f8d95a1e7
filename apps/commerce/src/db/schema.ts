import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/** Texts per storefront language; German is the fallback for a missing key. */
export type LocalizedText = { de: string; en?: string; da?: string };

/** The one shop this service hosts (Storefront API `shop`). */
export const shop = pgTable('shop', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  description: jsonb('description').$type<LocalizedText>().notNull(),
  primaryDomainUrl: text('primary_domain_url').notNull(),
});
