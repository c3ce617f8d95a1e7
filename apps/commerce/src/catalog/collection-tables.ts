import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Localized, Seo } from '../seed/catalog-types.ts';

export const collections = pgTable('collections', {
  id: integer('id').primaryKey(),
  key: text('key').notNull().unique(),
  kind: text('kind').notNull(),
  parentId: integer('parent_id'),
  handle: jsonb('handle').$type<Localized>().notNull(),
  title: jsonb('title').$type<Localized>().notNull(),
  description: jsonb('description').$type<Localized>().notNull(),
  descriptionHtml: jsonb('description_html').$type<Localized>().notNull(),
  seo: jsonb('seo').$type<Localized<Seo>>().notNull(),
  imageId: integer('image_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull(),
});

/** Handles and titles per language, indexed for look-up and search. */
export const collectionTranslations = pgTable(
  'collection_translations',
  {
    collectionId: integer('collection_id').notNull(),
    language: text('language').notNull(),
    handle: text('handle').notNull(),
    title: text('title').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.language] }),
    uniqueIndex('collection_translations_handle_idx').on(t.language, t.handle),
    index('collection_translations_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

/** Membership with the manual (collection-default) position. */
export const collectionProducts = pgTable(
  'collection_products',
  {
    collectionId: integer('collection_id').notNull(),
    productId: integer('product_id').notNull(),
    position: integer('position').notNull(),
    // Copies of the product's sort keys, so a page of a large collection is read in index order
    // instead of sorting all its products.
    bestSellingRank: integer('best_selling_rank').notNull(),
    minPriceCents: integer('min_price_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.productId] }),
    index('collection_products_position_idx').on(t.collectionId, t.position),
    index('collection_products_best_selling_idx').on(t.collectionId, t.bestSellingRank, t.productId),
    index('collection_products_price_idx').on(t.collectionId, t.minPriceCents, t.productId),
    index('collection_products_created_idx').on(t.collectionId, t.createdAt, t.productId),
    index('collection_products_product_idx').on(t.productId),
  ],
);

/**
 * Metafields of products, variants and collections in the platform's model: a type and a value
 * string per language (a list or reference value is JSON of global ids, as the platform sends it).
 */
export const metafields = pgTable(
  'metafields',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerType: text('owner_type').notNull(),
    ownerId: integer('owner_id').notNull(),
    namespace: text('namespace').notNull(),
    key: text('key').notNull(),
    type: text('type').notNull(),
    value: jsonb('value').$type<Localized>().notNull(),
  },
  (t) => [uniqueIndex('metafields_owner_idx').on(t.ownerType, t.ownerId, t.namespace, t.key)],
);

/**
 * The filterable values of each product (vendor, product type, option values, taste and preparation
 * metafields) under language-neutral keys, so facet counts are one grouped query.
 */
export const productFacets = pgTable(
  'product_facets',
  {
    facet: text('facet').notNull(),
    value: text('value').notNull(),
    productId: integer('product_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.facet, t.value, t.productId] }),
    index('product_facets_product_idx').on(t.productId),
  ],
);

/** Each facet of the collection filters: how it filters and its label per language. */
export const facetDefinitions = pgTable('facet_definitions', {
  facet: text('facet').primaryKey(),
  position: integer('position').notNull(),
  /** `productVendor`, `productType`, `variantOption` or `productMetafield`. */
  kind: text('kind').notNull(),
  label: jsonb('label').$type<Localized>().notNull(),
  /** Metafield namespace and key for `productMetafield` facets. */
  namespace: text('namespace'),
  key: text('key'),
});

/** Each value of a facet with its label per language and display order. */
export const facetValues = pgTable(
  'facet_values',
  {
    facet: text('facet').notNull(),
    value: text('value').notNull(),
    position: integer('position').notNull(),
    label: jsonb('label').$type<Localized>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.facet, t.value] })],
);
