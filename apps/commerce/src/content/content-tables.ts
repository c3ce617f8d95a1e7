import { integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Localized, MenuItem, Seo } from '../seed/catalog-types.ts';

/** Navigation menus per handle and language. */
export const menus = pgTable(
  'menus',
  {
    handle: text('handle').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    items: jsonb('items').$type<MenuItem[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.handle, t.language] })],
);

export type MetaobjectFieldRecord = { key: string; type: string; value: Localized | null };

/**
 * Metaobjects (certifications, announcements, site content, site configuration). `language` is
 * `*` for one shared entry with translated fields, or a language code for per-language entries.
 */
export const metaobjects = pgTable(
  'metaobjects',
  {
    id: integer('id').primaryKey(),
    type: text('type').notNull(),
    handle: text('handle').notNull(),
    language: text('language').notNull(),
    position: integer('position').notNull(),
    fields: jsonb('fields').$type<MetaobjectFieldRecord[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [uniqueIndex('metaobjects_handle_idx').on(t.type, t.language, t.handle)],
);

export const pages = pgTable('pages', {
  id: integer('id').primaryKey(),
  key: text('key').notNull().unique(),
  handle: jsonb('handle').$type<Localized>().notNull(),
  title: jsonb('title').$type<Localized>().notNull(),
  body: jsonb('body').$type<Localized>().notNull(),
  seo: jsonb('seo').$type<Localized<Seo>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull(),
});

export const blogs = pgTable('blogs', {
  id: integer('id').primaryKey(),
  handle: jsonb('handle').$type<Localized>().notNull(),
  title: jsonb('title').$type<Localized>().notNull(),
});

export const articles = pgTable('articles', {
  id: integer('id').primaryKey(),
  blogId: integer('blog_id').notNull(),
  key: text('key').notNull().unique(),
  handle: jsonb('handle').$type<Localized>().notNull(),
  title: jsonb('title').$type<Localized>().notNull(),
  summary: jsonb('summary').$type<Localized>().notNull(),
  body: jsonb('body').$type<Localized>().notNull(),
  imageId: integer('image_id'),
  publishedAt: timestamp('published_at', { withTimezone: true, mode: 'string' }).notNull(),
});

/** Countries the shop ships to, with names per language. */
export const shippingCountries = pgTable('shipping_countries', {
  code: text('code').primaryKey(),
  position: integer('position').notNull(),
  name: jsonb('name').$type<Localized>().notNull(),
});
