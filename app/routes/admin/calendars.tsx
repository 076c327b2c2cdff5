import { servicesContext } from "@domain/router-context";
import { SubpageHeader } from "~/components/admin/admin-header";
import { BookingFeedCard } from "~/components/admin/booking-feed-card";
import { CalendarWritingCard } from "~/components/admin/calendar-writing-card";
import { adminMeta } from "~/lib/admin-meta";
import { answerOrRefusal } from "~/lib/refusals";
import { currentFeed } from "../../../server/calendar-writes/booking-feed";
import {
  calendarWritingAction,
  isCalendarWritingIntent,
} from "../../../server/calendar-writes/calendars-page-intents";
import { calendarWritingView } from "../../../server/calendar-writes/writing-view";
import { answer } from "../../../server/http/action-answer";
import { readForm } from "../../../server/http/read-form";
import type { Route } from "./+types/calendars";

export function meta() {
  return adminMeta("Calendars");
}

export async function loader({ context }: Route.LoaderArgs) {
  const { database, config, booking } = context.get(servicesContext);
  const [writing, feed] = await Promise.all([
    calendarWritingView(database.db),
    currentFeed(database.db, booking.clientSecret, await booking.linkBase()),
  ]);
  return {
    agencyZone: config.agencyTimeZone,
    writing,
    feed: { address: feed && { ...feed, createdAt: feed.createdAt.toISOString() } },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const read = await readForm(request);
  if (!read.ok) return answer(read);
  const form = Object.fromEntries(read.form);
  if (isCalendarWritingIntent(form.intent))
    return answer(await calendarWritingAction(services, form.intent, form));
  return answer({ ok: false, status: 400, message: "Unknown calendars action." });
}

/** The server's answer, or why there was none, for the toast beside what was changed (app/lib/refusals.ts). */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answerOrRefusal(serverAction);
}

export default function AdminCalendars({ loaderData }: Route.ComponentProps) {
  const { agencyZone, writing, feed } = loaderData;
  return (
    <>
      <SubpageHeader page="Calendars" />
      <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
        <CalendarWritingCard view={writing} agencyZone={agencyZone} />
        <BookingFeedCard view={feed} agencyZone={agencyZone} />
      </main>
    </>
  );
}
