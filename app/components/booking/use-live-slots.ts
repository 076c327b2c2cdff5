import type { CalendarDate } from "@domain/agency-time";
import { slotEventsUrl } from "@domain/slot-events";
import { useEffect, useRef } from "react";
import { useNavigation, useRevalidator } from "react-router";

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
  const { revalidate, state: revalidation } = useRevalidator();
  const navigation = useNavigation();
  // Re-reading while the page is loading or sending would cut that short (React Router then raises an
  // AbortError in the page); a change heard meanwhile is re-read once the page is idle again.
  const busy = navigation.state !== "idle" || revalidation !== "idle";
  const busyRef = useRef(busy);
  busyRef.current = busy;
  const missedWhileBusy = useRef(false);
  const revalidateRef = useRef<() => void>(() => {});
  revalidateRef.current = () => {
    if (busyRef.current) missedWhileBusy.current = true;
    else revalidate();
  };
  useEffect(() => {
    if (busy || !missedWhileBusy.current) return;
    missedWhileBusy.current = false;
    revalidate();
  }, [busy, revalidate]);

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
