CREATE TABLE "shop" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" jsonb NOT NULL,
	"primary_domain_url" text NOT NULL
);
