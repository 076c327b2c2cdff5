CREATE TABLE "meeting_place" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"kind" text NOT NULL,
	"detail" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_place_one_row" CHECK ("meeting_place"."id"),
	CONSTRAINT "meeting_place_kind_check" CHECK ("meeting_place"."kind" in ('jitsi', 'video', 'phone', 'address')),
	CONSTRAINT "meeting_place_detail_check" CHECK (("meeting_place"."kind" in ('video', 'address')) = ("meeting_place"."detail" is not null) and char_length("meeting_place"."detail") <= 500)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "place_kind" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "place_detail" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_place_kind_check" CHECK ("bookings"."place_kind" in ('jitsi', 'video', 'phone', 'address'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_place_detail_length" CHECK (char_length("bookings"."place_detail") <= 500);