ALTER TABLE "weekly_availability" DROP CONSTRAINT "weekly_availability_day_of_week_unique";--> statement-breakpoint
ALTER TABLE "weekly_availability" ADD CONSTRAINT "weekly_availability_whole_hours" CHECK (date_trunc('hour', "weekly_availability"."start_time") = "weekly_availability"."start_time" and date_trunc('hour', "weekly_availability"."end_time") = "weekly_availability"."end_time");--> statement-breakpoint
-- Hand-written (drizzle cannot declare it): a weekday's ranges never overlap. Each range is written as
-- hours since Sunday 00:00 ([start, end)), so ranges that merely touch (12:00–13:00, 13:00–17:00) are
-- allowed, and this needs no extension (range types have GiST support built in).
ALTER TABLE "weekly_availability" ADD CONSTRAINT "weekly_availability_no_overlap" EXCLUDE USING gist (
  int4range(
    "day_of_week" * 24 + extract(hour from "start_time")::int,
    "day_of_week" * 24 + extract(hour from "end_time")::int
  ) WITH &&
);--> statement-breakpoint
-- Hand-written: the weekly hours decide what visitors are offered (docs/decisions/031-hours-are-the-truth.md),
-- so a change to them is announced like a change of the booking rules: '*' on the slots' channel.
CREATE TRIGGER weekly_availability_notify
  AFTER INSERT OR UPDATE OR DELETE ON weekly_availability
  FOR EACH STATEMENT EXECUTE FUNCTION notify_booking_policy_change();
