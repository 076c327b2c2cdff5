import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { wallClockToInstant } from "../../domain/agency-time";
import { cancelBookingByOwner } from "../../server/booking/cancel";
import { moveByOwner } from "../../server/booking/owner-move";
import { claimDueWrites, markWritten, queueCalendarWrite } from "../../server/calendar-writes/queue";
import { type CalendarWriteOptions, CalendarWriteWorker } from "../../server/calendar-writes/write-worker";
import type { BookingCalendarTarget } from "../../server/calendars/booking-calendar-target";
import { calendarWrites, emailOutbox } from "../../server/db/schema";
import type { OutboxMessage } from "../../server/mail/outbox";
import { SealedSecretUnreadable } from "../../server/secrets/secret-box";
import { bookDirectly, testDesk, testNow } from "../support/booking-desk";
import { eventsOf } from "../support/calendar-events";
import { objectsIn, radicaleForTheseTests } from "../support/radicale-calendars";
import { agencyZone, createSlot } from "../support/slot-factory";
import { databaseKinds, freshDatabasePerTest } from "../support/test-database";

// Bookings written into the owner's CalDAV calendar (a real Radicale): one event per booking at
// `<booking id>.ics`, with the invitation's UID; a move moves it, a cancel removes it; while the server
// is down the writes wait in the outbox and reach it once it is back, in the booking's latest state.

const calendars = radicaleForTheseTests();

describe.each(databaseKinds)("bookings written into the owner's calendar on %s", (kind) => {
  const database = freshDatabasePerTest(kind);
  let worker: CalendarWriteWorker | undefined;
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
    await calendars.server.resume();
  });

  const desk = () => testDesk(database.db);
  const settings = async () => ({ agencyName: "DVAT", agencyZone, linkBase: "https://dvat.test" });
  const at = { now: testNow, linkBase: "https://dvat.test" };

  async function ownerCalendar() {
    return calendars.newCalendar(`bookings-${kind}`);
  }

  function writer(target: BookingCalendarTarget | undefined, options: CalendarWriteOptions = {}) {
    worker = new CalendarWriteWorker(database.db, { target: async () => target, settings }, options);
    return worker;
  }

  async function book(slotDate: string, slotTime: string) {
    const slot = await createSlot(database.db, { slotDate, slotTime });
    const { booking } = await bookDirectly(desk(), slot.id);
    return { slot, bookingId: booking.id };
  }

  async function writeOf(bookingId: string) {
    const [row] = await database.db
      .select()
      .from(calendarWrites)
      .where(eq(calendarWrites.bookingId, bookingId));
    return row;
  }

  /** The event of the invitation e-mailed to the customer. */
  async function invitation(bookingId: string) {
    const [row] = await database.db
      .select({ message: emailOutbox.message })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.bookingId, bookingId), eq(emailOutbox.kind, "booking_confirmation")));
    const message = row?.message as OutboxMessage | undefined;
    return eventsOf(message?.icalEvent?.content ?? "")[0];
  }

  it("puts the booking in the calendar with the invitation's UID, moves it when it moves, removes it when cancelled", async () => {
    const target = await ownerCalendar();
    const { slot, bookingId } = await book("2030-03-07", "10:00:00");
    await writer(target).drain();

    const [written] = await objectsIn(calendars.server, target.calendarUrl);
    expect(written?.url).toBe(`${target.calendarUrl}${bookingId}.ics`);
    const event = written?.events[0];
    const invited = await invitation(bookingId);
    expect(event?.uid).toBe(invited?.uid);
    // The place to meet is the invitation's: by default a Jitsi room of the booking's own.
    expect(event?.location).toMatch(/^https:\/\/meet\.jit\.si\//);
    expect({ location: event?.location, url: event?.url }).toEqual({
      location: invited?.location,
      url: invited?.url,
    });
    expect(event?.start).toEqual(wallClockToInstant("2030-03-07", "10:00:00", agencyZone));
    expect(event?.end).toEqual(wallClockToInstant("2030-03-07", "11:00:00", agencyZone));
    expect(event?.summary).toBe("Strategy call: Ada Lovelace");
    expect(event?.description).toContain("Email: ada@example.com");
    expect(event?.description).toContain(`https://dvat.test/admin/bookings/${bookingId}`);
    expect(await writeOf(bookingId)).toMatchObject({ status: "done", lastError: null });

    const to = await createSlot(database.db, { slotDate: "2030-03-08", slotTime: "15:00:00" });
    expect((await moveByOwner(desk(), { bookingId, fromSlotId: slot.id, toSlotId: to.id, ...at })).ok).toBe(
      true,
    );
    await writer(target).drain();
    const moved = await objectsIn(calendars.server, target.calendarUrl);
    expect(
      moved.map((object) => object.events.map(({ uid, start, sequence }) => ({ uid, start, sequence }))),
    ).toEqual([
      [{ uid: bookingId, start: wallClockToInstant("2030-03-08", "15:00:00", agencyZone), sequence: 1 }],
    ]);

    expect((await cancelBookingByOwner(desk(), bookingId, at)).ok).toBe(true);
    await writer(target).drain();
    expect(await objectsIn(calendars.server, target.calendarUrl)).toEqual([]);
    expect(await writeOf(bookingId)).toMatchObject({ status: "done", eventUrl: null });
  });

  it("keeps the writes while the calendar server is down and delivers the latest state once it is back", async () => {
    const target = await ownerCalendar();
    await calendars.server.stop();
    const kept = await book("2030-03-07", "10:00:00");
    const dropped = await book("2030-03-07", "11:00:00");
    const to = await createSlot(database.db, { slotDate: "2030-03-08", slotTime: "09:00:00" });
    await moveByOwner(desk(), {
      bookingId: kept.bookingId,
      fromSlotId: kept.slot.id,
      toSlotId: to.id,
      ...at,
    });
    await cancelBookingByOwner(desk(), dropped.bookingId, at);

    const retrying = writer(target, { retryBaseMs: 300, retryMaxMs: 300 });
    await retrying.drain();
    const waiting = await writeOf(kept.bookingId);
    expect(waiting?.status).toBe("pending");
    expect(waiting?.lastError).toContain(`127.0.0.1:${calendars.server.port} refused the connection`);

    await calendars.server.resume();
    // The retry is due a moment after the failure; a pass finds it once it is.
    for (let pass = 0; (await writeOf(kept.bookingId))?.status !== "done"; pass++) {
      if (pass > 200) throw new Error("the write never reached the calendar");
      await retrying.drain();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await retrying.drain();
    const held = await objectsIn(calendars.server, target.calendarUrl);
    expect(held.map((object) => object.events.map(({ uid, start }) => ({ uid, start })))).toEqual([
      [{ uid: kept.bookingId, start: wallClockToInstant("2030-03-08", "09:00:00", agencyZone) }],
    ]);
    expect(await writeOf(dropped.bookingId)).toMatchObject({ status: "done", lastError: null });
  });

  it("says so when the calendar server refuses the app password, and writes nothing", async () => {
    const target = await ownerCalendar();
    const { bookingId } = await book("2030-03-07", "10:00:00");
    await writer({ ...target, password: "a revoked app password" }).drain();
    const refused = await writeOf(bookingId);
    expect(refused).toMatchObject({ status: "pending", attempts: 1 });
    expect(refused?.lastError).toBe(
      `127.0.0.1:${calendars.server.port} refused the user name or app password (401 Unauthorized): connect the calendar again with a valid app password`,
    );
    expect(await objectsIn(calendars.server, target.calendarUrl)).toEqual([]);
  });

  it("writes nothing, and holds nothing pending, while no calendar is chosen for bookings", async () => {
    const { bookingId } = await book("2030-03-07", "10:00:00");
    expect(await writer(undefined).drain()).toBe(1);
    expect(await writeOf(bookingId)).toMatchObject({ status: "done", eventUrl: null, lastError: null });
  });

  it("with no calendar chosen, marks a whole batch at once, keeping each event's address and a change queued meanwhile", async () => {
    const booked = [];
    for (const time of ["09:00:00", "10:00:00", "11:00:00"]) booked.push(await book("2030-03-07", time));
    const [first, second, third] = booked.map((entry) => entry.bookingId);
    // The first was written into a calendar chosen before; the second changes while the batch is out.
    await database.db
      .update(calendarWrites)
      .set({ eventUrl: "https://dav.example/owner/earlier/x.ics" })
      .where(eq(calendarWrites.bookingId, first ?? ""));
    let targetReads = 0;
    worker = new CalendarWriteWorker(database.db, {
      target: async () => {
        targetReads++;
        if (targetReads === 1 && second) await queueCalendarWrite(database.db, second);
        return undefined;
      },
      settings,
    });
    // A batch of three, the chosen calendar read once; the second, changed meanwhile, stays pending and
    // the next batch takes it again.
    expect(await worker.drain()).toBe(4);
    expect(targetReads).toBe(2);
    expect(await writeOf(first ?? "")).toMatchObject({
      status: "done",
      eventUrl: "https://dav.example/owner/earlier/x.ics",
      leasedUntil: null,
    });
    expect(await writeOf(second ?? "")).toMatchObject({ status: "done", leasedUntil: null, change: 2 });
    expect(await writeOf(third ?? "")).toMatchObject({ status: "done", eventUrl: null });
  });

  it("records why on each write when the chosen calendar's app password can no longer be read", async () => {
    const { bookingId } = await book("2030-03-07", "10:00:00");
    worker = new CalendarWriteWorker(database.db, {
      target: async () => {
        throw new SealedSecretUnreadable();
      },
      settings,
    });
    expect(await worker.drain()).toBe(1);
    expect(await writeOf(bookingId)).toMatchObject({
      status: "pending",
      attempts: 1,
      leasedUntil: null,
      lastError: new SealedSecretUnreadable().message,
    });
  });

  it("leaves a booking changed during its write pending, so the next pass writes the newer state", async () => {
    const { bookingId } = await book("2030-03-07", "10:00:00");
    const [claimed] = await claimDueWrites(database.db, { limit: 5, leaseMs: 60_000 });
    expect(claimed?.bookingId).toBe(bookingId);
    await queueCalendarWrite(database.db, bookingId);
    // The lease still holds: no second worker takes the booking meanwhile.
    expect(await claimDueWrites(database.db, { limit: 5, leaseMs: 60_000 })).toEqual([]);
    if (claimed)
      await markWritten(database.db, [{ write: claimed, eventUrl: "https://dav.example/owner/work/x.ics" }]);
    expect(await writeOf(bookingId)).toMatchObject({ status: "pending", leasedUntil: null });
    expect(await claimDueWrites(database.db, { limit: 5, leaseMs: 60_000 })).toEqual([
      expect.objectContaining({ bookingId, change: (claimed?.change ?? 0) + 1 }),
    ]);
  });
});
