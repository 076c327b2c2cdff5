import { dateInZone } from "@domain/agency-time";
import { callHasStarted } from "@domain/attendance";
import { servicesContext } from "@domain/router-context";
import Download from "lucide-react/icons/download";
import { data, Link } from "react-router";
import { DashboardHeader } from "~/components/admin/admin-header";
import { LeadInsight } from "~/components/admin/lead-insight";
import { allBookingsParam, latestBookingsShown, RecentBookings } from "~/components/admin/recent-bookings";
import { ShowRateCard } from "~/components/admin/show-rate-card";
import { StatCard } from "~/components/admin/stat-card";
import { WeekChart } from "~/components/admin/week-chart";
import { Button } from "~/components/ui/button";
import { adminMeta } from "~/lib/admin-meta";
import { answerOrRefusal } from "~/lib/refusals";
import { SHOW_RATE_DAYS, showRate } from "../../../server/admin/attendance";
import { attendanceAction } from "../../../server/admin/attendance-action";
import {
  dashboardStats,
  REFUSALS_SHOWN_DAYS,
  recentBookings,
  weekAhead,
} from "../../../server/admin/dashboard";
import { bookableDays } from "../../../server/booking/bookable-slots";
import { leadInsight } from "../../../server/funnel/funnel-counts";
import { readForm } from "../../../server/http/read-form";
import type { Route } from "./+types/dashboard";

export function meta() {
  return adminMeta("Admin Dashboard");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, config } = context.get(servicesContext);
  const now = new Date();
  const today = dateInZone(now, config.agencyTimeZone);
  const all = new URL(request.url).searchParams.get(allBookingsParam.name) === allBookingsParam.value;
  const at = { now, agencyZone: config.agencyTimeZone };
  // The window's bookable days, read once for the Available Slots card and the coming week.
  const bookable = bookableDays(database.db, at);
  const [stats, recent, week, shows, insight] = await Promise.all([
    dashboardStats(database.db, at, bookable),
    recentBookings(database.db, all ? "all" : latestBookingsShown),
    weekAhead(database.db, at, bookable),
    showRate(database.db, today),
    leadInsight(database.db, today, config.agencyTimeZone),
  ]);
  return {
    stats,
    recent: recent.map((booking) => ({
      ...booking,
      started: callHasStarted(booking.slotDate, booking.slotTime, config.agencyTimeZone, now),
    })),
    week,
    shows,
    insight,
    all,
    agencyZone: config.agencyTimeZone,
    refusalDays: REFUSALS_SHOWN_DAYS,
  };
}

/** The recent bookings' attendance buttons (server/admin/attendance-action.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  const { database, config } = context.get(servicesContext);
  const read = await readForm(request);
  if (!read.ok)
    return data({ ok: false as const, status: read.status, message: read.message }, { status: read.status });
  return attendanceAction(database.db, Object.fromEntries(read.form), {
    now: new Date(),
    agencyZone: config.agencyTimeZone,
  });
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answerOrRefusal(serverAction);
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { stats, recent, week, shows, insight, all, agencyZone, refusalDays } = loaderData;
  return (
    <>
      <DashboardHeader />
      <main className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
        <section aria-label="Statistics" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          <StatCard title="Total Bookings" value={stats.totalBookings} hint="All time" />
          <StatCard title="Today's Bookings" value={stats.todaysBookings} hint="Scheduled for today" />
          <StatCard title="Available Slots" value={stats.availableSlots} hint="Ready to book" />
          <StatCard
            title="Refused Attempts"
            value={stats.refusedAttempts}
            hint={`Bookings over a limit, last ${refusalDays} days`}
          />
        </section>
        <div className="flex flex-wrap justify-end gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to="/admin/bookings">All bookings</Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <a href="/admin/bookings.csv" download>
              <Download aria-hidden />
              Export bookings (CSV)
            </a>
          </Button>
        </div>
        <ShowRateCard rate={shows} days={SHOW_RATE_DAYS} />
        <WeekChart days={week} agencyZone={agencyZone} />
        <LeadInsight insight={insight} />
        <RecentBookings bookings={recent} total={stats.recordedBookings} all={all} agencyZone={agencyZone} />
      </main>
    </>
  );
}
