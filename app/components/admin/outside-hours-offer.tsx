import type { ActionResult } from "@domain/action-result";
import type { OutsideHours } from "@domain/admin-views";
import { dateInWords } from "@domain/date-words";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { showAnswer } from "~/lib/answer-toast";
import { useFetcherAnswer } from "~/lib/fetcher-answer";

/**
 * Right after a weekday was switched off or narrowed: how many of its future open slots the new hours
 * no longer cover, offered for removal, and the booked calls among them, which are kept and listed.
 */
export function OutsideHoursOffer({
  day,
  name,
  outside,
  onDone,
}: {
  day: number;
  name: string;
  outside: OutsideHours;
  onDone: () => void;
}) {
  const fetcher = useFetcher<ActionResult>();
  useFetcherAnswer(fetcher, (result) => {
    const id = `outside-${day}`;
    if (result.ok) {
      showAnswer(id, "success", "Slots removed", result.message);
      onDone();
    } else showAnswer(id, "error", "Slots not removed", result.message);
  });

  const { unbooked, booked } = outside;
  const headingId = `outside-${day}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid={`outside-${name}`}
      className="flex flex-col gap-2 rounded-md border border-border bg-secondary/40 p-3 text-sm"
    >
      <p id={headingId}>
        {unbooked > 0
          ? `${unbooked} open ${name} slot${unbooked === 1 ? "" : "s"} still to come ${unbooked === 1 ? "falls" : "fall"} outside the new hours and can still be booked. Remove ${unbooked === 1 ? "it" : "them"}?`
          : `No open ${name} slots fall outside the new hours.`}
      </p>
      {booked.length > 0 ? (
        <>
          <p>
            {booked.length === 1 ? "This booked call is" : `These ${booked.length} booked calls are`} outside
            the new hours and will be kept (cancel or move them on the Time Slots page if needed):
          </p>
          <ul className="list-disc pl-5" aria-label={`Booked ${name} calls outside the new hours`}>
            {booked.map((call) => (
              <li key={`${call.slotDate}-${call.slotTime}`}>
                {dateInWords(call.slotDate)} at {call.slotTime.slice(0, 5)} — {call.customerName}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {unbooked > 0 ? (
          <Button
            type="button"
            size="sm"
            disabled={fetcher.state !== "idle"}
            onClick={() =>
              fetcher.submit({ intent: "remove-outside-hours", day_of_week: String(day) }, { method: "post" })
            }
          >
            Remove {unbooked} open slot{unbooked === 1 ? "" : "s"}
          </Button>
        ) : null}
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          {unbooked > 0 ? "Keep them" : "OK"}
        </Button>
      </div>
    </section>
  );
}
