-- Copies of the products' sort keys; filled from the products for catalogues imported before.
ALTER TABLE "product_translations" ADD COLUMN "best_selling_rank" integer NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "collection_products" ADD COLUMN "best_selling_rank" integer NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "collection_products" ADD COLUMN "min_price_cents" integer NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "collection_products" ADD COLUMN "created_at" timestamp with time zone NOT NULL DEFAULT now();--> statement-breakpoint
UPDATE "product_translations" t SET "best_selling_rank" = p."best_selling_rank" FROM "products" p WHERE p."id" = t."product_id";--> statement-breakpoint
UPDATE "collection_products" c SET "best_selling_rank" = p."best_selling_rank", "min_price_cents" = p."min_price_cents", "created_at" = p."created_at" FROM "products" p WHERE p."id" = c."product_id";--> statement-breakpoint
ALTER TABLE "product_translations" ALTER COLUMN "best_selling_rank" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "collection_products" ALTER COLUMN "best_selling_rank" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "collection_products" ALTER COLUMN "min_price_cents" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "collection_products" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
CREATE INDEX "product_translations_title_trgm_idx" ON "product_translations" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_translations_rank_idx" ON "product_translations" USING btree ("language","best_selling_rank");--> statement-breakpoint
CREATE INDEX "collection_products_best_selling_idx" ON "collection_products" USING btree ("collection_id","best_selling_rank","product_id");--> statement-breakpoint
CREATE INDEX "collection_products_price_idx" ON "collection_products" USING btree ("collection_id","min_price_cents","product_id");--> statement-breakpoint
CREATE INDEX "collection_products_created_idx" ON "collection_products" USING btree ("collection_id","created_at","product_id");
