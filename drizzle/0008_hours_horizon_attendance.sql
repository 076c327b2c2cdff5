CREATE TABLE "slot_horizon" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_horizon_one_row" CHECK ("slot_horizon"."id"),
	CONSTRAINT "slot_horizon_days_range" CHECK ("slot_horizon"."days" between 1 and 90)
);
--> statement-breakpoint
CREATE TABLE "slot_top_ups" (
	"day" date PRIMARY KEY NOT NULL,
	"days" integer NOT NULL,
	"created" integer NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "attendance" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "attendance_marked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_attendance_check" CHECK ("bookings"."attendance" in ('attended', 'no_show'));