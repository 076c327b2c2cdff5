import { bookingParams } from "@domain/booking-params";
import { isKnownZone, resolveViewingZone } from "@domain/viewing-zones";
import { useCallback, useEffect } from "react";
import { useSearchParams } from "react-router";

/**
 * The booking pages keep their state in the URL (date, time, viewing zone). `update` changes it in place:
 * no history entry and no scroll, as choosing a zone or clearing a time is no new page.
 */
export function useBookingParams(
  agencyZone: string,
  /** Shown when the URL names no zone: the agency's, or the zone a booker chose when booking. */
  defaultZone: string | null = agencyZone,
) {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (current) => {
          for (const [name, value] of Object.entries(changes)) {
            if (value === null) current.delete(name);
            else current.set(name, value);
          }
          return current;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );

  const viewZone = resolveViewingZone(
    params.get(bookingParams.zone),
    resolveViewingZone(defaultZone, agencyZone),
  );
  return { params, update, viewZone };
}

/** What useBookingParams gives: the URL's state and the way to change it. */
export type BookingUrl = ReturnType<typeof useBookingParams>;

/**
 * First visit without a zone in the URL: show the times in the browser's own zone (after hydration, so
 * the server's page and the browser's first render agree). Runs once, so pages call it after their other
 * arrival effects: of two updates in one pass the last wins, and theirs run again when the URL changes.
 */
export function useBrowserZoneOnArrival(
  { params, update }: Pick<ReturnType<typeof useBookingParams>, "params" | "update">,
  agencyZone: string,
  /** A zone the visitor already chose (the one a booking was made in): it stands. */
  chosenZone?: string | null,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useEffect(() => {
    if (params.has(bookingParams.zone) || isKnownZone(chosenZone)) return;
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (isKnownZone(browserZone) && browserZone !== agencyZone) update({ [bookingParams.zone]: browserZone });
  }, []);
}
