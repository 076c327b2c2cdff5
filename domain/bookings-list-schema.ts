import {
  BOOKINGS_SEARCH_MAX,
  type BookingsFilters,
  bookingPeriods,
  bookingStates,
  listParams,
} from "./bookings-list";
import { z } from "./zod";

// The bookings list's search parameters, read by its loader: anything else is refused with a sentence.

/** A field left empty in the filter form is no filter. */
const blankIsNone = (value: unknown) => (value === "" ? undefined : value);

const filtersSchema = z.object({
  [listParams.period]: z.preprocess(
    blankIsNone,
    z.enum(bookingPeriods, { error: "Show upcoming or past bookings." }).default("upcoming"),
  ),
  [listParams.search]: z
    .string()
    .trim()
    .max(
      BOOKINGS_SEARCH_MAX,
      `Search for at most ${BOOKINGS_SEARCH_MAX} characters of a name or an e-mail address.`,
    )
    .default(""),
  [listParams.state]: z.preprocess(
    blankIsNone,
    z.enum(bookingStates, { error: "Filter by confirmed, cancelled, attended or no-show." }).optional(),
  ),
  // As long as a stored referrer can be (the name of an unreadable one is the referrer itself).
  [listParams.source]: z.preprocess(
    blankIsNone,
    z.string().max(500, "This source is not one on record.").optional(),
  ),
  [listParams.page]: z.preprocess(
    blankIsNone,
    z
      .string()
      .regex(/^[1-9]\d{0,5}$/, "The page must be a whole number from 1.")
      .transform(Number)
      .default(1),
  ),
});

export type FiltersParse = { ok: true; filters: BookingsFilters } | { ok: false; message: string };

export function bookingsFiltersOf(params: URLSearchParams): FiltersParse {
  const parsed = filtersSchema.safeParse(Object.fromEntries(params));
  if (!parsed.success)
    return { ok: false, message: parsed.error.issues[0]?.message ?? "These filters cannot be read." };
  const data = parsed.data;
  return {
    ok: true,
    filters: {
      period: data[listParams.period],
      search: data[listParams.search],
      state: data[listParams.state],
      source: data[listParams.source],
      page: data[listParams.page],
    },
  };
}

export const NO_SUCH_BOOKING = "There is no booking with this id. Find it in the bookings list.";

/** A booking's id as its admin screen's address carries it. */
export const bookingIdSchema = z.uuid(NO_SUCH_BOOKING);
