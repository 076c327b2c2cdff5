import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "./action-result";
import { calendarConnectMessages, connectCalDavSchema, connectIcsSchema } from "./calendar-connect-schema";

// The connect forms' one schema, as the browser and the server both check it.

const errorsOf = (
  schema: typeof connectCalDavSchema | typeof connectIcsSchema,
  form: Record<string, string>,
) => {
  const parsed = schema.safeParse(form);
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
};

describe("connecting a calendar", () => {
  it("asks for each CalDAV field by name, and for a web address", () => {
    expect(
      errorsOf(connectCalDavSchema, {
        intent: "connect-caldav",
        server_url: " ",
        username: "",
        password: "",
      }),
    ).toEqual({
      server_url: calendarConnectMessages.serverUrl,
      username: calendarConnectMessages.username,
      password: calendarConnectMessages.password,
    });
    expect(
      errorsOf(connectCalDavSchema, {
        intent: "connect-caldav",
        server_url: "ftp://dav.example",
        username: "o",
        password: "p",
      }),
    ).toEqual({ server_url: calendarConnectMessages.serverUrlScheme });
    expect(
      connectCalDavSchema.parse({
        intent: "connect-caldav",
        server_url: " https://dav.example/ ",
        username: " owner ",
        password: " p ",
      }),
    ).toEqual({
      intent: "connect-caldav",
      server_url: "https://dav.example/",
      username: "owner",
      password: " p ",
    });
  });

  it("takes an ICS address over https or webcal, and nothing else", () => {
    for (const ics_url of [
      "https://calendar.google.com/calendar/ical/x/private-y/basic.ics",
      "webcal://p01.icloud.com/published/2/z",
    ])
      expect(errorsOf(connectIcsSchema, { intent: "connect-ics", ics_url })).toEqual({});
    expect(errorsOf(connectIcsSchema, { intent: "connect-ics", ics_url: "" })).toEqual({
      ics_url: calendarConnectMessages.icsUrl,
    });
    for (const ics_url of ["calendar.google.com/basic.ics", "mailto:owner@example.com", "file:///etc/passwd"])
      expect(errorsOf(connectIcsSchema, { intent: "connect-ics", ics_url })).toEqual({
        ics_url: calendarConnectMessages.icsScheme,
      });
  });
});
