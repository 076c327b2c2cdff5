import type { RequestHandler } from "express";
import type { CalendarDate } from "../../domain/agency-time";
import { isCalendarDate } from "../../domain/booking-params";
import type { BookingRules } from "../../domain/booking-rules";
import { bookingWindow } from "../../domain/slot-rules";
import { RefusalLog } from "../http/refusal-log";
import { sendServiceUnavailable } from "../http/service-unavailable";
import { startEventStream } from "../http/start-event-stream";
import { clientKey } from "../rate-limit/client-key";
import type { SlotEventsHub } from "./slot-events-hub";
import { StreamQuota } from "./stream-quota";

/** How long a browser waits before reconnecting after a stream ended (the SSE `retry:` field). */
const RECONNECT_MS = 3_000;

export const slotEventsMessages = {
  noDate: "Expected ?date=yyyy-MM-dd: one or more dates, as ?date=a&date=b or ?date=a,b.",
  outsideWindow: (date: string, first: string, last: string) =>
    `Live updates are sent only for dates that can be booked, ${first} to ${last}; ${date} is not one of them.`,
  clientFull: (limit: number) =>
    `Too many live connections from your address (at most ${limit}). Close some of this site's tabs, or try again in a minute.`,
  serverFull: "Too many live connections. Please try again in a moment.",
};

export interface SlotEventsOptions {
  agencyZone: string;
  /** The owner's rules as last read (their horizon says which dates can be booked); defaults if absent. */
  rules?: () => Pick<BookingRules, "noticeMinutes" | "horizonDays">;
  /** Streams one client (an IPv4 address, an IPv6 /64) may hold at once. */
  perClient: number;
  /** A stream that had nothing to say for this long is closed; the browser reconnects. */
  idleMs: number;
  heartbeatMs?: number;
  /** Streams the process holds at most, whoever asks. */
  maxStreams?: number;
}

/** The dates asked for (`?date=a&date=b` or `?date=a,b`), once each; null when one is no date. */
function askedDates(originalUrl: string): CalendarDate[] | null {
  const query = originalUrl.indexOf("?");
  const params = new URLSearchParams(query < 0 ? "" : originalUrl.slice(query + 1));
  const dates = params.getAll("date").flatMap((value) => value.split(","));
  if (dates.length === 0 || !dates.every(isCalendarDate)) return null;
  return [...new Set(dates)];
}

/**
 * GET /api/slots/events?date=yyyy-MM-dd[&date=…]: Server-Sent Events telling a page that the slots of
 * the dates it shows changed, one stream for all of them. Only dates of the booking window; a fair
 * share of streams per client, so one client cannot crowd out the others; idle streams are closed
 * and browsers reconnect. No personal data: only the event name and the date. `no-transform` keeps
 * compression and proxies from buffering the stream.
 */
export function slotEventsRoute(
  hub: SlotEventsHub,
  { agencyZone, rules, perClient, idleMs, heartbeatMs = 25_000, maxStreams = 5_000 }: SlotEventsOptions,
): RequestHandler {
  const quota = new StreamQuota(perClient, maxStreams);
  const refusals = new RefusalLog("Live stream");
  return (request, response) => {
    const dates = askedDates(request.originalUrl);
    if (!dates) {
      response.status(400).type("text/plain").send(slotEventsMessages.noDate);
      return;
    }
    const window = bookingWindow(new Date(), agencyZone, rules?.());
    const outside = dates.find((date) => !window.dates.includes(date));
    if (outside) {
      response
        .status(400)
        .type("text/plain")
        .send(slotEventsMessages.outsideWindow(outside, window.today, window.last));
      return;
    }
    // Cut off from the database's announcements: 503 like any request meeting an outage; the browser
    // comes back on its own (app/components/booking/use-live-slots.ts). Not logged per request: the
    // listener logs the outage, and every open page retries every few seconds.
    if (!hub.listening) {
      sendServiceUnavailable(request, response);
      return;
    }
    const client = clientKey(request.ip ?? request.socket.remoteAddress ?? "");
    const refusal = quota.refusal(client);
    if (refusal) {
      refusals.refused(
        client,
        refusal === "client"
          ? `it holds ${perClient} live streams (LIVE_STREAMS_PER_CLIENT)`
          : `the server holds ${maxStreams} live streams, none of them more than a fair share`,
      );
      // Browsers are asked to come back later (the page retries on its own).
      response
        .status(refusal === "client" ? 429 : 503)
        .set("Retry-After", refusal === "client" ? "60" : "10")
        .type("text/plain")
        .send(
          refusal === "client" ? slotEventsMessages.clientFull(perClient) : slotEventsMessages.serverFull,
        );
      return;
    }
    // Closed to make room for a client holding fewer: the browser reconnects later, as after any end.
    const release = quota.take(client, () => response.end(`retry: ${RECONNECT_MS}\n\n`));
    startEventStream(response);
    response.write(`retry: ${RECONNECT_MS}\n\n`);

    // Between the end of a stream and its "close", a change or heartbeat may still come: not written.
    const send = (text: string) => {
      if (!response.writableEnded) response.write(text);
    };
    let idleTimer: NodeJS.Timeout | undefined;
    const stayOpen = () => {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => response.end(`retry: ${RECONNECT_MS}\n\n`), idleMs);
    };
    const stopWatching = dates.map((date) =>
      hub.watch(date, {
        changed: () => {
          send(`event: slots-changed\ndata: ${date}\n\n`);
          stayOpen();
        },
        close: () => response.end(),
      }),
    );
    stayOpen();
    const heartbeat = setInterval(() => send(": heartbeat\n\n"), heartbeatMs);
    response.on("close", () => {
      clearInterval(heartbeat);
      clearTimeout(idleTimer);
      for (const stop of stopWatching) stop();
      release();
    });
  };
}
