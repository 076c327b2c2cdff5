CREATE TABLE "booking_refusals" (
	"day" date NOT NULL,
	"reason" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "booking_refusals_pkey" PRIMARY KEY("day","reason"),
	CONSTRAINT "booking_refusals_reason_check" CHECK ("booking_refusals"."reason" in ('upcoming_per_email', 'upcoming_per_client', 'hourly'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "client_key_hash" text;--> statement-breakpoint
CREATE INDEX "bookings_customer_email_idx" ON "bookings" USING btree (lower("customer_email"));--> statement-breakpoint
CREATE INDEX "bookings_client_key_hash_idx" ON "bookings" USING btree ("client_key_hash");