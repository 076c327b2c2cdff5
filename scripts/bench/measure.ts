import { sql } from "drizzle-orm";
import type pg from "pg";
import { bookingCalendarPath } from "../../domain/booking-calendar";
import { bookingSchema } from "../../domain/booking-schema";
import { bookSlot } from "../../server/booking/book-slot";
import { bookableSlotsQuery } from "../../server/booking/bookable-slots";
import { policyFrom, readBookingPolicy } from "../../server/booking/booking-policy";
import { type DatabaseHandle, openDatabase } from "../../server/db/connection";
import { timeSlots } from "../../server/db/schema";
import type { MailSettings } from "../../server/mail/booking-emails";
import { hitRateLimit } from "../../server/rate-limit/limiter";
import type { BenchServer } from "./bench-server";
import type { BenchDatabase } from "./database";
import { closedLoop, httpLoad, type Measured, warmUp } from "./load";
import { bookingToEvent, writeToNotification } from "./realtime";

// Each figure of one database's run, and its baseline. HTTP figures are taken while the server runs;
// the baselines afterwards, from this process, on the same database.

export const CONNECTIONS = 50;
export const SECONDS = 5;
export const REALTIME_BOOKINGS = 80;
export const AGENCY_ZONE = "America/Monterrey";

export interface Latency {
  p50Ms: number;
  p99Ms: number;
  count: number;
  failed: number;
}

export interface ServerFigures {
  slotReads: Measured;
  home: Measured;
  bookCall: Measured;
  staticFile: Measured;
  bookings: Measured & { ranOut: boolean };
  realtime: Latency;
}

export interface Baselines {
  /** In flight at once. */
  concurrency: number;
  rawSlotReads: Measured;
  directBookings: Measured;
  notify: Latency;
}

/** What the booking page reads when its date changes (the lean endpoint its clientLoader calls). */
export const readPath = (date: string) => `${bookingCalendarPath}?date=${date}`;

let customer = 0;
/**
 * A booking as the page's form sends it, for a distinct slot (the honeypot field left empty), by a
 * visitor of its own: an e-mail and an address (as a proxy on this host reports it) of its own, so the
 * limits on upcoming calls do their work without refusing.
 */
export function bookingRequest(slotId: string) {
  customer++;
  return {
    body: new URLSearchParams({
      time_slot_id: slotId,
      customer_name: `Bench Customer ${customer}`,
      customer_email: `bench-${customer}@example.com`,
      customer_phone: "",
      notes: "",
      website: "",
    }).toString(),
    headers: { "x-forwarded-for": `10.${(customer >> 16) & 255}.${(customer >> 8) & 255}.${customer & 255}` },
  };
}

async function measureHttp(load: Parameters<typeof httpLoad>[0]) {
  await warmUp(load);
  return httpLoad(load);
}

export async function measureServer({ origin, fixture }: BenchServer): Promise<ServerFigures> {
  const get = (path: string) => ({ url: origin + path, connections: CONNECTIONS, seconds: SECONDS });
  const slotReads = await measureHttp(get(readPath(fixture.readDate)));
  const home = await measureHttp(get("/"));
  const bookCall = await measureHttp(get("/book-call"));
  const staticFile = await measureHttp(get("/favicon.svg"));

  const slots = [...fixture.httpSlots];
  let ranOut = false;
  const bookings = await measureHttp({
    url: `${origin}/book-call.data`,
    connections: CONNECTIONS,
    seconds: SECONDS,
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin },
    body: () => {
      const id = slots.shift();
      if (!id) ranOut = true;
      return bookingRequest(id ?? "");
    },
  });
  const realtime = await bookingToEvent(
    origin,
    fixture.realtime.date,
    fixture.realtime.slotIds.slice(0, REALTIME_BOOKINGS),
    bookingRequest,
  );
  return { slotReads, home, bookCall, staticFile, bookings: { ...bookings, ranOut }, realtime };
}

const mailSettings: MailSettings = {
  from: "DVAT <no-reply@127.0.0.1>",
  adminNotifyEmail: undefined,
  agencyName: "DVAT",
  agencyZone: AGENCY_ZONE,
  contact: {},
};

/** The same SQL the server's cache stands in front of, issued directly with pg. */
async function rawSlotReads(handle: DatabaseHandle, readDate: string, concurrency: number) {
  const now = new Date();
  const policy = await readBookingPolicy(handle.db, policyFrom(now, AGENCY_ZONE));
  const query = bookableSlotsQuery(handle.db, readDate, { now, agencyZone: AGENCY_ZONE, policy }).toSQL();
  // The handle's own pool, as many connections as requests in flight.
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  const run = () => pool.query(query.sql, query.params);
  await closedLoop(concurrency, 1, async () => void (await run()));
  return closedLoop(concurrency, SECONDS, async () => void (await run()));
}

let direct = 0;
/** A booking's database work — the attempt count and the booking transaction — called directly. */
async function directBookings(handle: DatabaseHandle, slotIds: string[], concurrency: number) {
  const slots = [...slotIds];
  return closedLoop(concurrency, SECONDS, async () => {
    const id = slots.shift();
    if (!id) return false;
    await hitRateLimit(handle.db, "booking:bench", { limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 });
    direct++;
    const input = bookingSchema.parse({
      time_slot_id: id,
      customer_name: "Bench Direct",
      customer_email: `direct-${direct}@example.com`,
    });
    // A visitor of its own, as over HTTP, under the default limits on upcoming calls.
    const holder = { clientHash: `bench-client-${direct}`, limits: { perEmail: 2, perClient: 6 } };
    const outcome = await bookSlot(handle.db, input, { now: new Date(), mail: mailSettings, holder });
    if (outcome.kind !== "booked") throw new Error(outcome.kind);
  });
}

/** A change to a slot until a LISTEN on the channel the trigger notifies hears of it. */
async function notifyLatency(handle: DatabaseHandle, slotIds: string[]) {
  return writeToNotification(
    async (onNotification) => handle.listen("time_slots", onNotification),
    slotIds.map(
      (id) => () =>
        handle.db.update(timeSlots).set({ updatedAt: sql`now()` }).where(sql`${timeSlots.id} = ${id}`),
    ),
  );
}

export async function measureBaselines(
  database: BenchDatabase,
  fixture: BenchServer["fixture"],
): Promise<Baselines> {
  const concurrency = CONNECTIONS;
  const handle = await openDatabase({ ...database.options, poolSize: concurrency });
  try {
    const rawReads = await rawSlotReads(handle, fixture.readDate, concurrency);
    const direct = await directBookings(handle, fixture.directSlots, concurrency);
    const notify = await notifyLatency(handle, fixture.realtime.slotIds.slice(0, REALTIME_BOOKINGS));
    return { concurrency, rawSlotReads: rawReads, directBookings: direct, notify };
  } finally {
    await handle.close();
  }
}
