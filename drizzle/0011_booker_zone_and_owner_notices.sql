CREATE TABLE "owner_notices" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_notices_one_row" CHECK ("owner_notices"."id")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "booker_zone" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_booker_zone_length" CHECK (char_length("bookings"."booker_zone") <= 64);