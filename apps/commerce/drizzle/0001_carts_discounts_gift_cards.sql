CREATE TABLE "cart_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"cart_token" text NOT NULL,
	"variant_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_quantity_positive" CHECK ("cart_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"token" text PRIMARY KEY NOT NULL,
	"key_hash" text NOT NULL,
	"note" text,
	"attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"discount_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gift_card_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"buyer_email" text,
	"buyer_country_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"minimum_subtotal_cents" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"once_per_customer" boolean DEFAULT false NOT NULL,
	"title" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" integer PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"last_characters" text NOT NULL,
	"initial_balance_cents" integer NOT NULL,
	"balance_cents" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"expires_on" date
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "rate_limit_counters_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_token_carts_token_fk" FOREIGN KEY ("cart_token") REFERENCES "public"."carts"("token") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_cart_variant" ON "cart_lines" USING btree ("cart_token","variant_id");--> statement-breakpoint
CREATE INDEX "cart_lines_cart" ON "cart_lines" USING btree ("cart_token","id");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code" ON "discount_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_code_hash" ON "gift_cards" USING btree ("code_hash");