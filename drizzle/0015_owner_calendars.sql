CREATE TABLE "calendar_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"host" text NOT NULL,
	"server_url" text,
	"username" text,
	"sealed_secret" text NOT NULL,
	"last_refresh_at" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"events_seen" integer,
	"last_error" text,
	"failing_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_accounts_kind_check" CHECK ("calendar_accounts"."kind" in ('caldav', 'ics'))
);
--> statement-breakpoint
CREATE TABLE "calendar_busy_times" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"calendar_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "calendar_busy_times_ends_after_start" CHECK ("calendar_busy_times"."ends_at" > "calendar_busy_times"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "owner_calendars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"url" text,
	"display_name" text NOT NULL,
	"counts_as_busy" boolean DEFAULT true NOT NULL,
	"bookings_written_here" boolean DEFAULT false NOT NULL,
	"change_tag" text,
	"sync_token" text,
	"events_seen" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_calendars_account_url_unique" UNIQUE("account_id","url"),
	CONSTRAINT "owner_calendars_written_here_caldav" CHECK (not "owner_calendars"."bookings_written_here" or "owner_calendars"."url" is not null)
);
--> statement-breakpoint
ALTER TABLE "calendar_busy_times" ADD CONSTRAINT "calendar_busy_times_calendar_id_owner_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."owner_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_calendars" ADD CONSTRAINT "owner_calendars_account_id_calendar_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."calendar_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_busy_times_span_idx" ON "calendar_busy_times" USING btree ("starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "calendar_busy_times_calendar_idx" ON "calendar_busy_times" USING btree ("calendar_id");--> statement-breakpoint
CREATE UNIQUE INDEX "owner_calendars_one_written_here" ON "owner_calendars" USING btree ("bookings_written_here") WHERE "owner_calendars"."bookings_written_here";