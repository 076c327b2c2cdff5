import type { FunnelStep, LeadInsight as Insight } from "@domain/funnel";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";

const stepNames: Record<FunnelStep, string> = {
  visit: "Visits",
  booking_view: "Booking page views",
  date_chosen: "Date chosen",
  time_chosen: "Time chosen",
  booked: "Booked",
};

/**
 * Counted per visit, no step outnumbers the one before it; days counted before that rule (views and
 * clicks) may, so the share is held at 100% as a last guard.
 */
function percent(part: number, whole: number) {
  return whole > 0 ? `${Math.min(100, Math.round((part / whole) * 100))}%` : "—";
}

/** The booking funnel with the rate from each step to the next, and bookings by source. */
export function LeadInsight({ insight }: { insight: Insight }) {
  const { funnel, sources, days } = insight;
  const widest = Math.max(1, ...funnel.map((step) => step.count));
  const totalBookings = sources.reduce((sum, source) => sum + source.bookings, 0);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Booking funnel</CardTitle>
          <CardDescription>
            Last {days} days: visits that reached each step, counted without cookies or personal data. Each
            rate is from the step before.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ol className="flex flex-col gap-3">
            {funnel.map((step, index) => {
              const before = index > 0 ? funnel[index - 1] : undefined;
              return (
                <li key={step.step} data-testid={`funnel-${step.step}`} className="space-y-1">
                  <div className="flex items-baseline justify-between gap-3 text-sm">
                    <span className="font-medium">{stepNames[step.step]}</span>
                    <span className="tabular-nums">
                      <span data-testid="funnel-count">{step.count}</span>
                      {before ? (
                        <span className="ml-2 text-muted-foreground">
                          {percent(step.count, before.count)} of {stepNames[before.step].toLowerCase()}
                        </span>
                      ) : null}
                    </span>
                  </div>
                  <div aria-hidden="true" className="h-2 rounded-full bg-secondary">
                    <div
                      className="h-2 rounded-full bg-info"
                      style={{ width: `${(step.count / widest) * 100}%` }}
                    />
                  </div>
                </li>
              );
            })}
          </ol>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Bookings by source</CardTitle>
          <CardDescription>
            Last {days} days: the link's utm_source, else the site the visitor came from
          </CardDescription>
        </CardHeader>
        <CardContent>
          {sources.length === 0 ? (
            <p className="text-muted-foreground">No bookings in the last {days} days</p>
          ) : (
            <table className="w-full text-sm">
              <thead>
                <tr className="text-left text-muted-foreground">
                  <th scope="col" className="pb-2 font-medium">
                    Source
                  </th>
                  <th scope="col" className="pb-2 text-right font-medium">
                    Bookings
                  </th>
                  <th scope="col" className="pb-2 text-right font-medium">
                    Share
                  </th>
                </tr>
              </thead>
              <tbody>
                {sources.map((source) => (
                  <tr key={source.source} data-testid="source-row" className="border-t border-border">
                    <th scope="row" className="py-2 text-left font-normal wrap-anywhere">
                      {source.source}
                    </th>
                    <td className="py-2 text-right tabular-nums">{source.bookings}</td>
                    <td className="py-2 text-right tabular-nums">
                      {percent(source.bookings, totalBookings)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
