import type { ShowRate } from "@domain/admin-views";
import { countOf } from "@domain/plural";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";

/** Show rate over the last days: attended out of the calls the owner marked, beside bookings per week. */
export function ShowRateCard({ rate, days }: { rate: ShowRate; days: number }) {
  const bookingsPerWeek = (rate.calls * 7) / days;
  return (
    <section aria-label="Show rate" className="grid grid-cols-2 gap-4">
      <Card>
        <CardHeader className="pb-2">
          <CardTitle className="text-sm font-medium text-muted-foreground">Show Rate</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-3xl font-bold" data-testid="show-rate">
            {rate.percent === null ? "—" : `${rate.percent}%`}
          </p>
          <CardDescription data-testid="show-rate-detail">
            {rate.marked === 0
              ? `No calls marked in the last ${days} days`
              : `${rate.attended} of ${countOf(rate.marked, "marked call")} attended, last ${days} days`}
          </CardDescription>
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="pb-2">
          <CardTitle className="text-sm font-medium text-muted-foreground">Bookings per Week</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-3xl font-bold" data-testid="bookings-per-week">
            {rate.calls === 0 ? "—" : bookingsPerWeek.toFixed(1)}
          </p>
          <CardDescription data-testid="bookings-per-week-detail">
            {/* Counted by the call's day: bookings just made for the days ahead count once those days come. */}
            {rate.calls === 0
              ? `No calls in the last ${days} days yet: a call counts from its day`
              : `${countOf(rate.calls, "call")} in the last ${days} days, per 7 days`}
          </CardDescription>
        </CardContent>
      </Card>
    </section>
  );
}
