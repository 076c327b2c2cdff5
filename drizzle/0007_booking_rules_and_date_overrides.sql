CREATE TABLE "booking_rules" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"notice_minutes" integer NOT NULL,
	"horizon_days" integer NOT NULL,
	"buffer_before_minutes" integer NOT NULL,
	"buffer_after_minutes" integer NOT NULL,
	"daily_cap" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_rules_single_row" CHECK ("booking_rules"."id" = 1),
	CONSTRAINT "booking_rules_notice_range" CHECK ("booking_rules"."notice_minutes" between 0 and 20160),
	CONSTRAINT "booking_rules_horizon_range" CHECK ("booking_rules"."horizon_days" between 1 and 90),
	CONSTRAINT "booking_rules_buffers_range" CHECK ("booking_rules"."buffer_before_minutes" between 0 and 240 and "booking_rules"."buffer_after_minutes" between 0 and 240),
	CONSTRAINT "booking_rules_daily_cap_range" CHECK ("booking_rules"."daily_cap" between 1 and 24)
);
--> statement-breakpoint
CREATE TABLE "date_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"opens_at" time,
	"closes_at" time,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "date_overrides_range" CHECK ("date_overrides"."to_date" >= "date_overrides"."from_date"),
	CONSTRAINT "date_overrides_hours" CHECK (("date_overrides"."opens_at" is null and "date_overrides"."closes_at" is null) or "date_overrides"."closes_at" > "date_overrides"."opens_at"),
	CONSTRAINT "date_overrides_note_length" CHECK (char_length("date_overrides"."note") <= 200)
);
--> statement-breakpoint
CREATE INDEX "date_overrides_to_date_idx" ON "date_overrides" USING btree ("to_date");--> statement-breakpoint
-- A change to the rules or the date overrides may change every date's slots: announced on the slots'
-- channel as '*', so every instance forgets its remembered reads and live pages read again.
CREATE OR REPLACE FUNCTION notify_booking_policy_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('time_slots', '*');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER booking_rules_notify
  AFTER INSERT OR UPDATE OR DELETE ON booking_rules
  FOR EACH STATEMENT EXECUTE FUNCTION notify_booking_policy_change();
--> statement-breakpoint
CREATE TRIGGER date_overrides_notify
  AFTER INSERT OR UPDATE OR DELETE ON date_overrides
  FOR EACH STATEMENT EXECUTE FUNCTION notify_booking_policy_change();
