CREATE TABLE "booking_moves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"from_slot_id" uuid NOT NULL,
	"to_slot_id" uuid NOT NULL,
	"moved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_time_slot_id_unique";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "status" text DEFAULT 'confirmed' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "manage_token_hash" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "not_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_moves" ADD CONSTRAINT "booking_moves_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_moves" ADD CONSTRAINT "booking_moves_from_slot_id_time_slots_id_fk" FOREIGN KEY ("from_slot_id") REFERENCES "public"."time_slots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_moves" ADD CONSTRAINT "booking_moves_to_slot_id_time_slots_id_fk" FOREIGN KEY ("to_slot_id") REFERENCES "public"."time_slots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_moves_booking_id_idx" ON "booking_moves" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_moves_from_slot_id_idx" ON "booking_moves" USING btree ("from_slot_id");--> statement-breakpoint
CREATE INDEX "bookings_time_slot_id_idx" ON "bookings" USING btree ("time_slot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_standing_slot_unique" ON "bookings" USING btree ("time_slot_id") WHERE "bookings"."status" = 'confirmed';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_manage_token_hash_unique" UNIQUE("manage_token_hash");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('confirmed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_check" CHECK (("bookings"."status" = 'cancelled') = ("bookings"."cancelled_at" is not null and "bookings"."cancelled_by" is not null));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_by_check" CHECK ("bookings"."cancelled_by" in ('customer', 'owner'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancel_reason_length" CHECK (char_length("bookings"."cancel_reason") <= 500);