ALTER TABLE "carts" ADD COLUMN "buyer_phone" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "delivery_addresses" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "delivery_option_handle" text;