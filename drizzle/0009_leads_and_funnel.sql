CREATE TABLE "funnel_counts" (
	"day" date NOT NULL,
	"step" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "funnel_counts_pkey" PRIMARY KEY("day","step"),
	CONSTRAINT "funnel_counts_step_check" CHECK ("funnel_counts"."step" in ('landing_view', 'booking_view', 'date_chosen', 'time_chosen', 'booked'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "lead_answers" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "source_referrer" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "utm_term" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "utm_content" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_source_referrer_length" CHECK (char_length("bookings"."source_referrer") <= 500);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_utm_length" CHECK (greatest(char_length("bookings"."utm_source"), char_length("bookings"."utm_medium"), char_length("bookings"."utm_campaign"), char_length("bookings"."utm_term"), char_length("bookings"."utm_content")) <= 200);