import type { RequestHandler } from "express";
import { isCalendarDate } from "../../app/lib/booking-params";
import { sendServiceUnavailable } from "../http/service-unavailable";
import type { SlotEventsHub } from "./slot-events-hub";

/**
 * GET /api/slots/events?date=yyyy-MM-dd: Server-Sent Events telling that date's viewers its slots
 * changed. No personal data: only the event name and the date. `no-transform` keeps compression
 * and proxies from buffering the stream.
 */
export function slotEventsRoute(
  hub: SlotEventsHub,
  { heartbeatMs = 25_000, maxStreams = 5_000 } = {},
): RequestHandler {
  return (request, response) => {
    const date = request.query.date;
    if (!isCalendarDate(date)) {
      response.status(400).type("text/plain").send("Expected ?date=yyyy-MM-dd");
      return;
    }
    // Cut off from the database's announcements: 503 like any request meeting an outage; the browser
    // comes back on its own (app/components/booking/use-live-slots.ts). Not logged per request: the
    // listener logs the outage, and every open page retries every few seconds.
    if (!hub.listening) {
      sendServiceUnavailable(request, response);
      return;
    }
    // Each stream holds a socket; past this, browsers are asked to come back (they retry on their own).
    if (hub.watcherCount >= maxStreams) {
      response.status(503).set("Retry-After", "10").type("text/plain").send("Too many live connections");
      return;
    }
    response.status(200).set({
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-cache, no-transform",
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
    });
    response.flushHeaders();
    response.write("retry: 3000\n\n");
    const stopWatching = hub.watch(date, {
      changed: () => response.write(`event: slots-changed\ndata: ${date}\n\n`),
      close: () => response.end(),
    });
    const heartbeat = setInterval(() => response.write(": heartbeat\n\n"), heartbeatMs);
    request.on("close", () => {
      clearInterval(heartbeat);
      stopWatching();
    });
  };
}
