import type { BookingCalendar } from "@domain/booking-calendar";
import { bookingParams, refusedDateMessage } from "@domain/booking-params";
import { useEffect, useState } from "react";
import type { BookingUrl } from "./use-booking-params";

/**
 * A date in the address that the window does not offer (a stale shared link, a typo): the page says
 * why, and drops it from the address, so a reload or a copy of the link does not ask for it again.
 * The words stay until a date is chosen.
 */
export function useRefusedDate(
  calendar: BookingCalendar,
  { params, update }: Pick<BookingUrl, "params" | "update">,
) {
  const refused = calendar.date
    ? null
    : refusedDateMessage(
        params.get(bookingParams.date),
        calendar.days.map((day) => day.date),
      );
  const [said, setSaid] = useState(refused);
  // biome-ignore lint/correctness/useExhaustiveDependencies: again on each new address: an arrival update made in the same pass (the browser's zone) carries the date back
  useEffect(() => {
    if (!refused) return;
    setSaid(refused);
    update({ [bookingParams.date]: null, [bookingParams.slot]: null });
  }, [refused, update, params]);
  return calendar.date ? null : said;
}
