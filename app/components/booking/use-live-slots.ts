import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";

const RETRY_AFTER_CLOSE_MS = 5_000;

/**
 * While a date is shown, re-reads the page's data whenever the server says that date's slots
 * changed. EventSource reconnects by itself after a drop; the page then re-reads once, since changes
 * may have been missed meanwhile. A stream the server refused outright is reopened after a pause.
 */
export function useLiveSlots(date: string | null) {
  const { revalidate } = useRevalidator();
  const revalidateRef = useRef(revalidate);
  revalidateRef.current = revalidate;

  useEffect(() => {
    if (!date) return;
    let source: EventSource | undefined;
    let refreshTimer: ReturnType<typeof setTimeout> | undefined;
    let reopenTimer: ReturnType<typeof setTimeout> | undefined;
    let missedSome = false;
    const refresh = () => {
      clearTimeout(refreshTimer);
      refreshTimer = setTimeout(() => revalidateRef.current(), 100);
    };
    const open = () => {
      source = new EventSource(`/api/slots/events?date=${encodeURIComponent(date)}`);
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
  }, [date]);
}
