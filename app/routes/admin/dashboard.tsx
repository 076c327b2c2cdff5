import Download from "lucide-react/icons/download";
import { DashboardHeader } from "~/components/admin/admin-header";
import { LeadInsight } from "~/components/admin/lead-insight";
import { allBookingsParam, latestBookingsShown, RecentBookings } from "~/components/admin/recent-bookings";
import { StatCard } from "~/components/admin/stat-card";
import { WeekChart } from "~/components/admin/week-chart";
import { Button } from "~/components/ui/button";
import { servicesContext } from "~/context";
import { adminMeta } from "~/lib/admin-meta";
import { dateInZone } from "~/lib/agency-time";
import {
  dashboardStats,
  REFUSALS_SHOWN_DAYS,
  recentBookings,
  weekAhead,
} from "../../../server/admin/dashboard";
import { leadInsight } from "../../../server/funnel/funnel-counts";
import type { Route } from "./+types/dashboard";

export function meta() {
  return adminMeta("Admin Dashboard");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, config } = context.get(servicesContext);
  const today = dateInZone(new Date(), config.agencyTimeZone);
  const all = new URL(request.url).searchParams.get(allBookingsParam.name) === allBookingsParam.value;
  const [stats, recent, week, insight] = await Promise.all([
    dashboardStats(database.db, today),
    recentBookings(database.db, all ? "all" : latestBookingsShown),
    weekAhead(database.db, today),
    leadInsight(database.db, today, config.agencyTimeZone),
  ]);
  return {
    stats,
    recent,
    week,
    insight,
    all,
    agencyZone: config.agencyTimeZone,
    refusalDays: REFUSALS_SHOWN_DAYS,
  };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { stats, recent, week, insight, all, agencyZone, refusalDays } = loaderData;
  return (
    <>
      <DashboardHeader />
      <main className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
        <section aria-label="Statistics" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <StatCard title="Total Bookings" value={stats.totalBookings} hint="All time" />
          <StatCard title="Today's Bookings" value={stats.todaysBookings} hint="Scheduled for today" />
          <StatCard title="Available Slots" value={stats.availableSlots} hint="Ready to book" />
          <StatCard
            title="Refused Attempts"
            value={stats.refusedAttempts}
            hint={`Bookings over a limit, last ${refusalDays} days`}
          />
        </section>
        <div className="flex justify-end">
          <Button asChild variant="outline" size="sm">
            <a href="/admin/bookings.csv" download>
              <Download aria-hidden />
              Export bookings (CSV)
            </a>
          </Button>
        </div>
        <WeekChart days={week} agencyZone={agencyZone} />
        <LeadInsight insight={insight} />
        <RecentBookings bookings={recent} total={stats.recordedBookings} all={all} agencyZone={agencyZone} />
      </main>
    </>
  );
}
