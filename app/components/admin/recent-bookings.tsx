import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { longDate } from "~/lib/admin-format";
import { hoursAndMinutes } from "~/lib/agency-time";
import type { RecentBooking } from "../../../server/admin/dashboard";

/** `/admin?bookings=all` lists every booking; the dashboard otherwise shows the latest ten. */
export const allBookingsParam = { name: "bookings", value: "all" } as const;
export const latestBookingsShown = 10;

const moreClass =
  "rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-ring";

export function RecentBookings({
  bookings,
  total,
  all,
}: {
  bookings: RecentBooking[];
  total: number;
  all: boolean;
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
            {bookings.map((booking) => (
              <li
                key={booking.id}
                className="flex flex-col justify-between gap-2 rounded-lg border border-border p-4 sm:flex-row"
              >
                <div className="min-w-0">
                  <p className="font-medium">{booking.customerName}</p>
                  <p className="text-sm text-muted-foreground">{booking.customerEmail}</p>
                  {booking.notes ? <p className="mt-1 text-sm italic">"{booking.notes}"</p> : null}
                </div>
                <p className="shrink-0 text-sm sm:text-right">
                  {longDate(booking.slotDate)}
                  <br />
                  {hoursAndMinutes(booking.slotTime)}
                </p>
              </li>
            ))}
          </ul>
        )}
        {!all && total > bookings.length ? (
          <p className="mt-4">
            <Link to={`?${allBookingsParam.name}=${allBookingsParam.value}`} className={moreClass}>
              Show all {total} bookings
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
