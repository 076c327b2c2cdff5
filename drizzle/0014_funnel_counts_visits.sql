ALTER TABLE "funnel_counts" DROP CONSTRAINT "funnel_counts_step_check";--> statement-breakpoint
-- Hand-written: the funnel's first step counts visits now (docs/decisions/034-funnel-counts-visits.md).
UPDATE "funnel_counts" SET "step" = 'visit' WHERE "step" = 'landing_view';--> statement-breakpoint
ALTER TABLE "funnel_counts" ADD CONSTRAINT "funnel_counts_step_check" CHECK ("funnel_counts"."step" in ('visit', 'booking_view', 'date_chosen', 'time_chosen', 'booked'));