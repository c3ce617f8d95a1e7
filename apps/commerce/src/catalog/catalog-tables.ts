import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
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

// No foreign keys between catalogue tables: the importer writes the catalogue whole, in one
// transaction, and per-row key checks made that import several times slower on PGlite.

/** A PostgreSQL text-search document; only the database reads it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const images = pgTable('images', {
  id: integer('id').primaryKey(),
  /** Path on the image host, e.g. `/images/products/12-1.png`. */
  path: text('path').notNull().unique(),
  altText: jsonb('alt_text').$type<Localized>().notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** Input of the artwork renderer, so the image host can draw the file. */
  artwork: jsonb('artwork').notNull(),
});

/**
 * Products keep their translated texts as jsonb: one row read renders a product in any language.
 * Look-ups by handle, search and title sorting use `product_translations`, which is indexed.
 */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    handle: jsonb('handle').$type<Localized>().notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
    descriptionHtml: jsonb('description_html').$type<Localized>().notNull(),
    seo: jsonb('seo').$type<Localized<Seo>>().notNull(),
    productType: jsonb('product_type').$type<Localized>().notNull(),
    vendor: text('vendor').notNull(),
    brandId: integer('brand_id'),
    category: text('category').notNull(),
    tags: text('tags').array().notNull(),
    isGiftCard: boolean('is_gift_card').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull(),
    bestSellingRank: integer('best_selling_rank').notNull(),
    featuredImageId: integer('featured_image_id'),
    imageIds: integer('image_ids').array().notNull(),
    /** Derived from the variants at import, for price sorting and filtering without a join. */
    minPriceCents: integer('min_price_cents').notNull(),
    maxPriceCents: integer('max_price_cents').notNull(),
    minCompareAtPriceCents: integer('min_compare_at_price_cents'),
    maxCompareAtPriceCents: integer('max_compare_at_price_cents'),
    availableForSale: boolean('available_for_sale').notNull(),
  },
  (t) => [
    index('products_best_selling_idx').on(t.bestSellingRank),
    index('products_created_idx').on(t.createdAt, t.id),
    index('products_price_idx').on(t.minPriceCents, t.id),
    index('products_brand_idx').on(t.brandId),
  ],
);

/** One row per product and language: the indexed side of the translated texts. */
export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer('product_id').notNull(),
    language: text('language').notNull(),
    handle: text('handle').notNull(),
    title: text('title').notNull(),
    /** Copy of the product's rank: search takes its candidates best sellers first. */
    bestSellingRank: integer('best_selling_rank').notNull(),
    /** Title, vendor, product type, variant titles and SKUs: what predictive search matches. */
    searchText: text('search_text').notNull(),
    /** Full-text document in the language's own configuration (stemming, stop words). */
    document: tsvector('document')
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector(CASE language WHEN 'en' THEN 'english'::regconfig WHEN 'da' THEN 'danish'::regconfig ELSE 'german'::regconfig END, search_text)`,
      ),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.language] }),
    uniqueIndex('product_translations_handle_idx').on(t.language, t.handle),
    index('product_translations_title_idx').on(t.language, t.title),
    index('product_translations_rank_idx').on(t.language, t.bestSellingRank),
    index('product_translations_document_idx').using('gin', t.document),
    index('product_translations_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export type OptionValueRecord = { id: number; name: Localized; swatchColor: string | null };

export const productOptions = pgTable(
  'product_options',
  {
    id: integer('id').primaryKey(),
    productId: integer('product_id').notNull(),
    position: integer('position').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    values: jsonb('values').$type<OptionValueRecord[]>().notNull(),
  },
  (t) => [index('product_options_product_idx').on(t.productId, t.position)],
);

export type SelectedOptionRecord = { name: Localized; value: Localized };
export type UnitPriceRecord = {
  amountCents: number;
  quantityValue: number;
  quantityUnit: 'G';
  referenceValue: 1;
  referenceUnit: 'KG';
};

export const productVariants = pgTable(
  'product_variants',
  {
    id: integer('id').primaryKey(),
    productId: integer('product_id').notNull(),
    position: integer('position').notNull(),
    sku: text('sku').notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    selectedOptions: jsonb('selected_options').$type<SelectedOptionRecord[]>().notNull(),
    priceCents: integer('price_cents').notNull(),
    compareAtPriceCents: integer('compare_at_price_cents'),
    unitPrice: jsonb('unit_price').$type<UnitPriceRecord>(),
    weightGrams: integer('weight_grams').notNull(),
    stock: integer('stock').notNull(),
    availableForSale: boolean('available_for_sale').notNull(),
    currentlyNotInStock: boolean('currently_not_in_stock').notNull(),
    imageId: integer('image_id'),
  },
  (t) => [
    index('product_variants_product_idx').on(t.productId, t.position),
    uniqueIndex('product_variants_sku_idx').on(t.sku),
  ],
);
