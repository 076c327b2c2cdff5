CREATE TABLE "site_address" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"origin" text NOT NULL,
	"confirmed_by" text NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_address_one_row" CHECK ("site_address"."id"),
	CONSTRAINT "site_address_origin_length" CHECK (char_length("site_address"."origin") <= 200)
);
