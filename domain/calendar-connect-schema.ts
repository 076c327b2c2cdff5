import { z } from "./zod";

// Connecting the owner's calendars: one schema per form, read by the admin page's forms and their
// actions (server/calendars/calendar-intents.ts).

export const calendarConnectMessages = {
  serverUrl: "Enter the CalDAV server's address, such as https://caldav.fastmail.com",
  serverUrlScheme: "The server's address must start with https:// (or http:// on your own network)",
  username: "Enter the user name you sign in to the calendar with",
  password: "Enter an app password for this site (the calendar service creates one in its security settings)",
  icsUrl: "Paste the calendar's private address in iCal format (https://… or webcal://…)",
  icsScheme: "The address must start with https:// or webcal:// (or http:// on your own network)",
  tooLong: (what: string, most: number) => `The ${what} is too long (at most ${most} characters)`,
};

function webAddress(schemes: readonly string[], empty: string, wrongScheme: string) {
  return z
    .string({ error: empty })
    .trim()
    .min(1, empty)
    .max(2000, calendarConnectMessages.tooLong("address", 2000))
    .refine((typed) => {
      try {
        const url = new URL(typed);
        return schemes.includes(url.protocol) && url.hostname !== "";
      } catch {
        return false;
      }
    }, wrongScheme);
}

export const connectCalDavSchema = z.object({
  intent: z.literal("connect-caldav"),
  server_url: webAddress(
    ["https:", "http:"],
    calendarConnectMessages.serverUrl,
    calendarConnectMessages.serverUrlScheme,
  ),
  username: z
    .string({ error: calendarConnectMessages.username })
    .trim()
    .min(1, calendarConnectMessages.username)
    .max(200, calendarConnectMessages.tooLong("user name", 200)),
  password: z
    .string({ error: calendarConnectMessages.password })
    .min(1, calendarConnectMessages.password)
    .max(500, calendarConnectMessages.tooLong("password", 500)),
});
export type ConnectCalDavInput = z.infer<typeof connectCalDavSchema>;

export const connectIcsSchema = z.object({
  intent: z.literal("connect-ics"),
  // http:// too: a calendar served on the owner's own network.
  ics_url: webAddress(
    ["https:", "webcal:", "http:"],
    calendarConnectMessages.icsUrl,
    calendarConnectMessages.icsScheme,
  ),
});
export type ConnectIcsInput = z.infer<typeof connectIcsSchema>;

/** One calendar of a connected account: "Check now", whether it counts as busy, disconnecting. */
export const calendarChoiceSchema = z.object({
  intent: z.enum(["check-calendar", "disconnect-calendar", "calendar-counts-as-busy"]),
  account_id: z.uuid("Unknown calendar: reload the page."),
  calendar_id: z.uuid("Unknown calendar: reload the page.").optional(),
  counts_as_busy: z.enum(["on", "off"]).optional(),
});
export type CalendarChoice = z.infer<typeof calendarChoiceSchema>;

/** The CalDAV calendar bookings are written into, or "none". */
export const bookingCalendarSchema = z.object({
  intent: z.literal("bookings-written-here"),
  calendar_id: z.union([z.literal("none"), z.uuid("Unknown calendar: reload the page.")]),
});
