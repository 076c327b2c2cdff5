// The owner's connected calendars as the admin page shows them (server/calendars/calendars-view.ts).

/** What the admin sees of a connected account: never its password or private address. */
export interface CalendarAccountView {
  id: string;
  kind: "caldav" | "ics";
  host: string;
  username: string | null;
  connectedAt: string;
  lastRefreshAt: string | null;
  eventsSeen: number | null;
  lastError: string | null;
  failingSince: string | null;
  calendars: {
    id: string;
    displayName: string;
    countsAsBusy: boolean;
    bookingsWrittenHere: boolean;
    eventsSeen: number | null;
  }[];
}
