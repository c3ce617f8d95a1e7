-- Trigram indexes below need the extension (PGlite loads it in database.ts; PostgreSQL ships it in contrib).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "images" (
	"id" integer PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"alt_text" jsonb NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"artwork" jsonb NOT NULL,
	CONSTRAINT "images_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE TABLE "product_options" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" jsonb NOT NULL,
	"values" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_translations" (
	"product_id" integer NOT NULL,
	"language" text NOT NULL,
	"handle" text NOT NULL,
	"title" text NOT NULL,
	"search_text" text NOT NULL,
	"document" "tsvector" GENERATED ALWAYS AS (to_tsvector(CASE language WHEN 'en' THEN 'english'::regconfig WHEN 'da' THEN 'danish'::regconfig ELSE 'german'::regconfig END, search_text)) STORED NOT NULL,
	CONSTRAINT "product_translations_product_id_language_pk" PRIMARY KEY("product_id","language")
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"sku" text NOT NULL,
	"title" jsonb NOT NULL,
	"selected_options" jsonb NOT NULL,
	"price_cents" integer NOT NULL,
	"compare_at_price_cents" integer,
	"unit_price" jsonb,
	"weight_grams" integer NOT NULL,
	"stock" integer NOT NULL,
	"available_for_sale" boolean NOT NULL,
	"currently_not_in_stock" boolean NOT NULL,
	"image_id" integer
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"handle" jsonb NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"description_html" jsonb NOT NULL,
	"seo" jsonb NOT NULL,
	"product_type" jsonb NOT NULL,
	"vendor" text NOT NULL,
	"brand_id" integer,
	"category" text NOT NULL,
	"tags" text[] NOT NULL,
	"is_gift_card" boolean NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"best_selling_rank" integer NOT NULL,
	"featured_image_id" integer,
	"image_ids" integer[] NOT NULL,
	"min_price_cents" integer NOT NULL,
	"max_price_cents" integer NOT NULL,
	"min_compare_at_price_cents" integer,
	"max_compare_at_price_cents" integer,
	"available_for_sale" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_products" (
	"collection_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "collection_products_collection_id_product_id_pk" PRIMARY KEY("collection_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "collection_translations" (
	"collection_id" integer NOT NULL,
	"language" text NOT NULL,
	"handle" text NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "collection_translations_collection_id_language_pk" PRIMARY KEY("collection_id","language")
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"parent_id" integer,
	"handle" jsonb NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"description_html" jsonb NOT NULL,
	"seo" jsonb NOT NULL,
	"image_id" integer,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "collections_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "facet_definitions" (
	"facet" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"label" jsonb NOT NULL,
	"namespace" text,
	"key" text
);
--> statement-breakpoint
CREATE TABLE "facet_values" (
	"facet" text NOT NULL,
	"value" text NOT NULL,
	"position" integer NOT NULL,
	"label" jsonb NOT NULL,
	CONSTRAINT "facet_values_facet_value_pk" PRIMARY KEY("facet","value")
);
--> statement-breakpoint
CREATE TABLE "metafields" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "metafields_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_type" text NOT NULL,
	"owner_id" integer NOT NULL,
	"namespace" text NOT NULL,
	"key" text NOT NULL,
	"type" text NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_facets" (
	"facet" text NOT NULL,
	"value" text NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "product_facets_facet_value_product_id_pk" PRIMARY KEY("facet","value","product_id")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" integer PRIMARY KEY NOT NULL,
	"blog_id" integer NOT NULL,
	"key" text NOT NULL,
	"handle" jsonb NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"image_id" integer,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "articles_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "blogs" (
	"id" integer PRIMARY KEY NOT NULL,
	"handle" jsonb NOT NULL,
	"title" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"handle" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"items" jsonb NOT NULL,
	CONSTRAINT "menus_handle_language_pk" PRIMARY KEY("handle","language")
);
--> statement-breakpoint
CREATE TABLE "metaobjects" (
	"id" integer PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"handle" text NOT NULL,
	"language" text NOT NULL,
	"position" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"handle" jsonb NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"seo" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pages_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "shipping_countries" (
	"code" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_options_product_idx" ON "product_options" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "product_translations_handle_idx" ON "product_translations" USING btree ("language","handle");--> statement-breakpoint
CREATE INDEX "product_translations_title_idx" ON "product_translations" USING btree ("language","title");--> statement-breakpoint
CREATE INDEX "product_translations_document_idx" ON "product_translations" USING gin ("document");--> statement-breakpoint
CREATE INDEX "product_translations_trgm_idx" ON "product_translations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_idx" ON "product_variants" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "products_best_selling_idx" ON "products" USING btree ("best_selling_rank");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("min_price_cents","id");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "collection_products_position_idx" ON "collection_products" USING btree ("collection_id","position");--> statement-breakpoint
CREATE INDEX "collection_products_product_idx" ON "collection_products" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "collection_translations_handle_idx" ON "collection_translations" USING btree ("language","handle");--> statement-breakpoint
CREATE INDEX "collection_translations_trgm_idx" ON "collection_translations" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "metafields_owner_idx" ON "metafields" USING btree ("owner_type","owner_id","namespace","key");--> statement-breakpoint
CREATE INDEX "product_facets_product_idx" ON "product_facets" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "metaobjects_handle_idx" ON "metaobjects" USING btree ("type","language","handle");