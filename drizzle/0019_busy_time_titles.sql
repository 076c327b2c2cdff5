ALTER TABLE "calendar_busy_times" ADD COLUMN "title" text;--> statement-breakpoint
-- Busy times read before titles were kept have none: each calendar is read again in full at its next read.
UPDATE "owner_calendars" SET "change_tag" = NULL;
