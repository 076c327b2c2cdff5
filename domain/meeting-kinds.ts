// The kinds of place a call can happen at, apart from the schemas that check them: the database's
// schema names them too, and every admin page's first load carries what that schema imports.

export const meetingKinds = ["jitsi", "video", "phone", "address"] as const;
export type MeetingKind = (typeof meetingKinds)[number];

/** A fresh install: a Jitsi Meet room per booking needs no account and no configuration. */
export const DEFAULT_MEETING_KIND = "jitsi" satisfies MeetingKind;
