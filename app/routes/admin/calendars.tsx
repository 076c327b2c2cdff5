import { servicesContext } from "@domain/router-context";
import { lazy, Suspense } from "react";
import { SubpageHeader } from "~/components/admin/admin-header";
import { CalendarAccountCard } from "~/components/admin/calendar-account-card";
import { CalendarConnectCard } from "~/components/admin/calendar-connect-card";
import { adminMeta } from "~/lib/admin-meta";
import { answerOrRefusal } from "~/lib/refusals";
import { revalidateWhenStale } from "~/lib/stale-page";
import { currentFeed } from "../../../server/calendar-writes/booking-feed";
import {
  calendarWritingAction,
  isCalendarWritingIntent,
} from "../../../server/calendar-writes/calendars-page-intents";
import { calendarWritingView } from "../../../server/calendar-writes/writing-view";
import { type CalendarActionResult, calendarAction } from "../../../server/calendars/calendar-intents";
import { calendarAccountViews } from "../../../server/calendars/calendars-view";
import { answer } from "../../../server/http/action-answer";
import { readForm } from "../../../server/http/read-form";
import type { Route } from "./+types/calendars";

// The bookings' cards load after the page's own code (the server still renders them), keeping the page
// within the admin budget (docs/decisions/026-admin-code-on-demand.md).
const CalendarsBookingsCards = lazy(() => import("~/components/admin/calendars-bookings-cards"));

export function meta() {
  return adminMeta("Calendars");
}

export async function loader({ context }: Route.LoaderArgs) {
  const { database, config, booking } = context.get(servicesContext);
  const [accounts, writing, feed] = await Promise.all([
    calendarAccountViews(database.db),
    calendarWritingView(database.db),
    currentFeed(database.db, booking.clientSecret, await booking.linkBase()),
  ]);
  return {
    accounts,
    agencyZone: config.agencyTimeZone,
    refreshMinutes: Math.max(1, Math.round(config.calendarRefreshMs / 60_000)),
    writing,
    feed: { address: feed && { ...feed, createdAt: feed.createdAt.toISOString() } },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const read = await readForm(request);
  if (!read.ok) return answer<CalendarActionResult>(read);
  const form = Object.fromEntries(read.form);
  // Bookings into the calendar and the subscription address (server/calendar-writes/); the rest is
  // reading the owner's calendars (server/calendars/).
  if (isCalendarWritingIntent(form.intent))
    return answer(await calendarWritingAction(services, form.intent, form));
  return answer(await calendarAction(services.calendars, form));
}

/** A refusal saying the page is out of date (a calendar not read, a slot taken) reads it again. */
export const shouldRevalidate = revalidateWhenStale;

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answerOrRefusal(serverAction);
}

/**
 * The owner's own calendars: their events hide the times they overlap from visitors; bookings are
 * written into the one chosen, and the subscription address lists them for any calendar app.
 */
export default function AdminCalendars({ loaderData }: Route.ComponentProps) {
  const { accounts, agencyZone, refreshMinutes, writing, feed } = loaderData;
  return (
    <>
      <SubpageHeader page="Calendars" />
      <main className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-8">
        <p className="text-sm text-muted-foreground">
          Events in the calendars that count as busy hide every time they overlap from visitors, the live
          booking page and the chat assistant. They are read every {refreshMinutes} minute
          {refreshMinutes === 1 ? "" : "s"}, and again before a booking when older than 5 minutes. Times in{" "}
          {agencyZone}.
        </p>
        {accounts.length === 0 ? <p className="text-muted-foreground">No calendar connected yet</p> : null}
        {accounts.map((account) => (
          <CalendarAccountCard key={account.id} account={account} agencyZone={agencyZone} />
        ))}
        <CalendarConnectCard />
        <Suspense fallback={<div className="min-h-96" />}>
          <CalendarsBookingsCards writing={writing} feed={feed} agencyZone={agencyZone} />
        </Suspense>
      </main>
    </>
  );
}
