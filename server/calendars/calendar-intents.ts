import { type ActionResult, invalidInput } from "../../domain/action-result";
import {
  bookingCalendarSchema,
  calendarChoiceSchema,
  connectCalDavSchema,
  connectIcsSchema,
} from "../../domain/calendar-connect-schema";
import type { z } from "../../domain/zod";
import { chooseBookingCalendar, disconnectAccount, setCountsAsBusy } from "./calendar-changes";
import { connectCalDav, connectIcs } from "./connect-calendar";
import type { OwnerCalendars } from "./owner-calendars";
import type { AccountRead } from "./refresh-account";

// The admin's calendar forms (app/routes/admin/calendars.tsx): each checked with its own schema, then done.

export type CalendarActionResult = ActionResult<string, object>;

const gone: CalendarActionResult = {
  ok: false,
  status: 404,
  message: "This calendar is no longer connected: reload the page.",
};

export async function calendarAction(
  calendars: OwnerCalendars,
  form: Record<string, unknown>,
): Promise<CalendarActionResult> {
  const { reading } = calendars;
  switch (form.intent) {
    case "connect-caldav":
      return withInput(connectCalDavSchema, form, async (input) =>
        afterConnect(calendars, await connectCalDav(reading, input)),
      );
    case "connect-ics":
      return withInput(connectIcsSchema, form, async (input) =>
        afterConnect(calendars, await connectIcs(reading, input)),
      );
    case "bookings-written-here":
      return withInput(bookingCalendarSchema, form, async ({ calendar_id }) =>
        (await chooseBookingCalendar(reading.db, calendar_id === "none" ? null : calendar_id))
          ? {
              ok: true,
              message:
                calendar_id === "none"
                  ? "Bookings are written into no calendar."
                  : "Bookings will be written into this calendar.",
            }
          : gone,
      );
    case "check-calendar":
    case "disconnect-calendar":
    case "calendar-counts-as-busy":
      return withInput(calendarChoiceSchema, form, (choice) => choose(calendars, choice));
    default:
      return { ok: false, status: 400, message: "Unknown calendar action." };
  }
}

async function withInput<Schema extends z.ZodType>(
  schema: Schema,
  form: Record<string, unknown>,
  handle: (input: z.infer<Schema>) => Promise<CalendarActionResult>,
): Promise<CalendarActionResult> {
  const parsed = schema.safeParse(form);
  return parsed.success ? handle(parsed.data) : invalidInput(parsed.error);
}

async function afterConnect(calendars: OwnerCalendars, connected: Awaited<ReturnType<typeof connectCalDav>>) {
  if (!connected.ok) return connected;
  const read = await calendars.readNow(connected.accountId);
  return read.ok
    ? connected
    : { ...connected, message: `${connected.message} Its events could not be read yet: ${read.error}` };
}

async function choose(
  calendars: OwnerCalendars,
  choice: z.infer<typeof calendarChoiceSchema>,
): Promise<CalendarActionResult> {
  const { db, agencyZone } = calendars.reading;
  if (choice.intent === "disconnect-calendar")
    return (await disconnectAccount(db, choice.account_id, agencyZone))
      ? {
          ok: true,
          message: "Calendar disconnected: its password or address and its busy times are deleted.",
        }
      : gone;
  if (choice.intent === "calendar-counts-as-busy") {
    const countsAsBusy = choice.counts_as_busy === "on";
    if (!choice.calendar_id || !choice.counts_as_busy)
      return { ok: false, status: 400, message: "Choose a calendar and whether it counts as busy." };
    const changed = await setCountsAsBusy(
      db,
      { accountId: choice.account_id, calendarId: choice.calendar_id, countsAsBusy },
      agencyZone,
    );
    if (!changed) return gone;
    if (!countsAsBusy) return { ok: true, message: "Its events no longer hide times." };
    return checked(await calendars.readNow(choice.account_id), "Its events now hide the times they overlap.");
  }
  return checked(await calendars.readNow(choice.account_id), undefined);
}

function checked(read: AccountRead, success: string | undefined): CalendarActionResult {
  if (read.ok)
    return {
      ok: true,
      message: success ?? `Read just now: ${read.eventsSeen} busy time(s) in the booking window.`,
    };
  // The calendar is connected but could not be read: the refusal says why, the page shows since when.
  return { ok: false, status: 409, message: read.error };
}
