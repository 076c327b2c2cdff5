import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import type { CalendarDate } from "~/lib/agency-time";
import { slotEventsUrl } from "~/lib/slot-events";

const RETRY_AFTER_CLOSE_MS = 5_000;

/**
 * While dates are shown, re-reads the page's data whenever the server says their slots changed: one
 * stream for all of them (the server allows each client a few). EventSource reconnects by itself
 * after a drop, or after the server closed an idle stream; the page then re-reads once, since
 * changes may have been missed meanwhile. A stream the server refused outright is reopened after a
 * pause.
 */
export function useLiveSlots(watched: CalendarDate | readonly CalendarDate[] | null) {
  // One key for the dates, so a new array with the same dates keeps the stream.
  const dates = watched === null ? "" : typeof watched === "string" ? watched : watched.join(",");
  const { revalidate } = useRevalidator();
  const revalidateRef = useRef(revalidate);
  revalidateRef.current = revalidate;

  useEffect(() => {
    if (!dates) return;
    let source: EventSource | undefined;
    let refreshTimer: ReturnType<typeof setTimeout> | undefined;
    let reopenTimer: ReturnType<typeof setTimeout> | undefined;
    let missedSome = false;
    const refresh = () => {
      clearTimeout(refreshTimer);
      refreshTimer = setTimeout(() => revalidateRef.current(), 100);
    };
    const open = () => {
      source = new EventSource(slotEventsUrl(dates.split(",")));
      source.addEventListener("slots-changed", refresh);
      source.addEventListener("open", () => {
        if (missedSome) refresh();
        missedSome = false;
      });
      source.addEventListener("error", () => {
        missedSome = true;
        if (source?.readyState === EventSource.CLOSED) {
          source.close();
          reopenTimer = setTimeout(open, RETRY_AFTER_CLOSE_MS);
        }
      });
    };
    open();
    return () => {
      clearTimeout(refreshTimer);
      clearTimeout(reopenTimer);
      source?.close();
    };
  }, [dates]);
}
