import type { AdminSlotView } from "@domain/admin-views";
import type { CalendarDate } from "@domain/agency-time";
import { Link } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { longDate } from "~/lib/admin-format";
import { SlotItem } from "./slot-item";

export function SlotList({
  date,
  slots,
  loading,
  agencyZone,
  notice,
}: {
  date: CalendarDate;
  slots: AdminSlotView[];
  loading: boolean;
  agencyZone: string;
  /** Why this date is shown rather than the one asked for. */
  notice?: string;
}) {
  const title = longDate(date);
  return (
    <Card className="flex-1">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {notice ? (
          <p role="note" className="mb-3 text-sm text-muted-foreground">
            {notice}
          </p>
        ) : null}
        {loading ? (
          <p role="status" className="text-muted-foreground">
            Loading slots...
          </p>
        ) : slots.length === 0 ? (
          <div className="flex flex-col gap-2 py-6 text-center">
            <p>No time slots for this date</p>
            <p className="text-sm text-muted-foreground">
              <Link to="/admin/settings" className="text-primary underline underline-offset-4">
                Go to Settings to configure weekly availability and generate slots
              </Link>
            </p>
          </div>
        ) : (
          <ul aria-label={`Time slots of ${title}`} className="flex flex-col gap-3">
            {slots.map((slot) => (
              <SlotItem key={slot.id} slot={slot} agencyZone={agencyZone} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
