CREATE TABLE "booking_link_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_link_requests_email_length" CHECK (char_length("booking_link_requests"."email") <= 255)
);
--> statement-breakpoint
ALTER TABLE "booking_moves" ADD COLUMN "moved_by" text DEFAULT 'customer' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reissued_token_hash" text;--> statement-breakpoint
CREATE INDEX "booking_link_requests_requested_at_idx" ON "booking_link_requests" USING btree ("requested_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_reissued_token_hash_unique" UNIQUE("reissued_token_hash");--> statement-breakpoint
ALTER TABLE "booking_moves" ADD CONSTRAINT "booking_moves_moved_by_check" CHECK ("booking_moves"."moved_by" in ('customer', 'owner'));