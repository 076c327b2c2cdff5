import type { ActionResult } from "@domain/action-result";
import { readableMoment } from "@domain/admin-dates";
import type { CalendarWritingView } from "@domain/calendar-writing-views";
import { countOf } from "@domain/plural";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { TitledCard } from "~/components/ui/card";
import { useAnswerToast } from "~/lib/answer-toast";

/**
 * Where bookings are written (the calendar chosen with "Write bookings here" above: each booking, move
 * and cancellation, retried while its server cannot be reached), and how those writes are going.
 */
export function CalendarWritingCard({ view, agencyZone }: { view: CalendarWritingView; agencyZone: string }) {
  const retrier = useFetcher<ActionResult>();
  useAnswerToast(retrier, "calendar-writing", { success: "Trying again", failure: "Not retried" });
  const chosen = view.calendars.find((calendar) => calendar.writtenHere);

  return (
    <TitledCard
      title="Bookings in your calendar"
      description="Each booking becomes an event in the calendar you choose; a move moves it and a cancellation removes it."
    >
      <div className="flex flex-col gap-3 text-sm">
        {chosen ? (
          <p>
            Bookings are written into <strong>{chosen.name}</strong>{" "}
            <span className="wrap-anywhere text-muted-foreground">({chosen.account})</span>.
          </p>
        ) : (
          <p>
            {view.calendars.length === 0
              ? "Connect a CalDAV calendar (Fastmail, iCloud, Nextcloud, …) above to have every booking written into it."
              : "Press “Write bookings here” beside one of your CalDAV calendars above to have every booking written into it."}{" "}
            Without one, subscribe to the address below.
          </p>
        )}
        <WritesState view={view} agencyZone={agencyZone} />
        {view.pending + view.failed > 0 ? (
          <retrier.Form method="post">
            <input type="hidden" name="intent" value="retry-calendar-writes" />
            <Button type="submit" variant="outline" pending={retrier.state !== "idle"}>
              Try again now
            </Button>
          </retrier.Form>
        ) : null}
      </div>
    </TitledCard>
  );
}

function WritesState({ view, agencyZone }: { view: CalendarWritingView; agencyZone: string }) {
  if (view.pending + view.failed === 0)
    return view.calendars.some((calendar) => calendar.writtenHere) ? (
      <p className="text-muted-foreground">Every booking is in the calendar.</p>
    ) : null;
  // Writes under way with nothing gone wrong yet are news, not a failure: said plainly, not in red.
  if (view.failed === 0 && !view.lastError)
    return (
      <p role="status" className="text-muted-foreground">
        {`Writing ${countOf(view.pending, "booking")} into the calendar…`}
      </p>
    );
  return (
    <div role="status" className="rounded-md border border-destructive/40 p-3">
      <p>
        {view.pending > 0
          ? `${countOf(view.pending, "booking")} waiting to be written (tried again by itself)`
          : null}
        {view.pending > 0 && view.failed > 0 ? "; " : null}
        {view.failed > 0 ? `${countOf(view.failed, "booking")} given up on after two days of tries` : null}.
      </p>
      {view.lastError ? (
        <p className="text-destructive">
          Last error (change of {readableMoment(view.lastError.queuedAt, agencyZone)}):{" "}
          {view.lastError.message}
        </p>
      ) : null}
    </div>
  );
}
