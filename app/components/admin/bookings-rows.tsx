import {
  type BookingState,
  type BookingsListRow,
  bookingScreenPath,
  bookingStateWords,
} from "@domain/bookings-list";
import { Link, useLocation } from "react-router";
import { Badge } from "~/components/ui/badge";
import { callTimeText } from "~/lib/call-time-text";

const stateBadge: Record<BookingState, "info" | "outline" | "success" | "destructive"> = {
  confirmed: "info",
  cancelled: "outline",
  attended: "success",
  no_show: "destructive",
};

export function BookingStateBadge({ state }: { state: BookingState }) {
  return <Badge variant={stateBadge[state]}>{bookingStateWords[state]}</Badge>;
}

/** One line per booking; its name opens the booking, which remembers this list's filters for the way back. */
export function BookingsRows({ rows, agencyZone }: { rows: BookingsListRow[]; agencyZone: string }) {
  const { search } = useLocation();
  return (
    <ul aria-label="Bookings" className="flex flex-col divide-y divide-border">
      {rows.map((row) => (
        <li
          key={row.id}
          data-booking={row.id}
          className="flex flex-col gap-1 py-3 sm:grid sm:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_auto] sm:items-center sm:gap-4"
        >
          <div className="min-w-0">
            <Link
              to={bookingScreenPath(row.id)}
              state={{ list: search }}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {row.customerName}
            </Link>
            <p className="text-sm wrap-anywhere text-muted-foreground">{row.customerEmail}</p>
          </div>
          <p className="text-sm">{callTimeText(row.slotDate, row.slotTime, agencyZone)}</p>
          <div className="flex flex-wrap items-center gap-2 sm:justify-end">
            <BookingStateBadge state={row.state} />
            <span className="text-xs wrap-anywhere text-muted-foreground" title="Source">
              {row.source}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
