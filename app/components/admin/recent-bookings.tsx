import { readableDateTime } from "@domain/admin-dates";
import type { RecentBooking } from "@domain/admin-views";
import { countOf } from "@domain/plural";
import { Link } from "react-router";
import { LeadDetails } from "~/components/admin/lead-details";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { lifecycleText } from "~/lib/admin-format";
import { cn } from "~/lib/cn";
import { AttendanceButtons } from "./attendance-buttons";

/** `/admin?bookings=all` lists every booking; the dashboard otherwise shows the latest ten. */
export const allBookingsParam = { name: "bookings", value: "all" } as const;
export const latestBookingsShown = 10;

const moreClass =
  "rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-ring";

export function RecentBookings({
  bookings,
  total,
  all,
  agencyZone,
}: {
  /** `started`: the call's time has come, so it can be marked attended or no-show. */
  bookings: (RecentBooking & { started: boolean })[];
  total: number;
  all: boolean;
  agencyZone: string;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Bookings</CardTitle>
        <CardDescription>Latest customer appointments</CardDescription>
      </CardHeader>
      <CardContent>
        {bookings.length === 0 ? (
          <p className="text-muted-foreground">No bookings yet</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {bookings.map((booking) => {
              const cancelled = booking.status === "cancelled";
              const history = lifecycleText(booking, agencyZone);
              return (
                <li
                  key={booking.id}
                  data-status={booking.status}
                  className="flex flex-col justify-between gap-2 rounded-lg border border-border p-4 sm:flex-row"
                >
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      <span className={cn("wrap-anywhere", cancelled && "line-through")}>
                        {booking.customerName}
                      </span>
                      {cancelled ? <Badge variant="outline">cancelled</Badge> : null}
                      {!cancelled && booking.movedAt ? <Badge variant="info">rescheduled</Badge> : null}
                    </p>
                    <p className="text-sm wrap-anywhere text-muted-foreground">{booking.customerEmail}</p>
                    {booking.notes ? (
                      <p className="mt-1 text-sm wrap-break-word whitespace-pre-wrap italic">
                        "{booking.notes}"
                      </p>
                    ) : null}
                    <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                      <LeadDetails lead={booking} />
                    </dl>
                    {history ? <p className="mt-1 text-sm text-muted-foreground">{history}</p> : null}
                    {booking.cancelReason ? (
                      <p className="mt-1 text-sm text-muted-foreground">Reason: {booking.cancelReason}</p>
                    ) : null}
                    {cancelled ? null : (
                      <div className="mt-2">
                        <AttendanceButtons
                          bookingId={booking.id}
                          attendance={booking.attendance}
                          started={booking.started}
                          customerName={booking.customerName}
                        />
                      </div>
                    )}
                  </div>
                  <p className="shrink-0 text-sm sm:text-right" data-testid="booking-time">
                    {readableDateTime(booking.slotDate, booking.slotTime)}
                  </p>
                </li>
              );
            })}
          </ul>
        )}
        {!all && total > bookings.length ? (
          <p className="mt-4">
            <Link to={`?${allBookingsParam.name}=${allBookingsParam.value}`} className={moreClass}>
              Show all {countOf(total, "booking")}
            </Link>
          </p>
        ) : null}
        {all && bookings.length > latestBookingsShown ? (
          <p className="mt-4">
            <Link to="/admin" className={moreClass}>
              Show only the latest
            </Link>
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
