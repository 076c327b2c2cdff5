import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, dateInZone } from "../../domain/agency-time";
import { markAttendance, showRate } from "../../server/admin/attendance";
import { bookings } from "../../server/db/schema";
import { createSlot } from "../support/slot-factory";
import { postForm, startSignedIn, type TestApp } from "../support/test-app";
import { databaseKinds } from "../support/test-database";

// Attended or no-show: marked by the owner once a call's time has passed, checked on the server, and
// counted in the show rate of the last 30 days.

const zone = "Pacific/Kiritimati";

describe.each(databaseKinds)("attendance on %s", (kind) => {
  let app: TestApp;
  let cookie: string;
  beforeAll(async () => {
    ({ app, cookie } = await startSignedIn(kind, { AGENCY_TIMEZONE: zone }));
  });
  afterAll(async () => {
    await app?.close();
  });

  const db = () => app.services.database.db;
  const today = () => dateInZone(new Date(), zone);
  const bookingOf = async (slotId: string) => {
    const [row] = await db().select().from(bookings).where(eq(bookings.timeSlotId, slotId));
    if (!row) throw new Error("no booking");
    return row;
  };
  const customer = (name: string) => ({ name, email: `${name.toLowerCase()}@example.com` });

  it("marks a past call in one request from either page, changes it, and refuses what it must", async () => {
    const past = await bookingOf(
      (await createSlot(db(), { slotDate: addDays(today(), -1), slotTime: "10:00:00" }, customer("Past"))).id,
    );
    const future = await bookingOf(
      (await createSlot(db(), { slotDate: addDays(today(), 2), slotTime: "10:00:00" }, customer("Future")))
        .id,
    );
    const mark = (path: string, id: string, attendance: string) =>
      postForm(app, `${path}.data`, { intent: "mark-attendance", booking_id: id, attendance }, cookie);

    const attended = await mark("/admin/time-slots", past.id, "attended");
    expect(attended.status).toBe(200);
    expect(await attended.text()).toContain("Marked as attended.");
    expect((await bookingOf(past.timeSlotId)).attendance).toBe("attended");
    expect((await mark("/admin", past.id, "no_show")).status).toBe(200);
    expect((await bookingOf(past.timeSlotId)).attendance).toBe("no_show");

    const early = await mark("/admin", future.id, "attended");
    expect(early.status).toBe(409);
    expect(await early.text()).toContain("This call has not started yet.");
    expect((await bookingOf(future.timeSlotId)).attendance).toBeNull();

    const bad = await mark("/admin", past.id, "maybe");
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Choose attended or no-show");
    const unknown = await mark("/admin", "00000000-0000-4000-8000-000000000000", "attended");
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("This booking no longer exists.");

    await db()
      .update(bookings)
      .set({ status: "cancelled", cancelledAt: new Date(), cancelledBy: "owner" })
      .where(eq(bookings.id, past.id));
    const cancelled = await mark("/admin/time-slots", past.id, "attended");
    expect(cancelled.status).toBe(409);
    expect(await cancelled.text()).toContain("This booking was cancelled or moved");
    expect((await bookingOf(past.timeSlotId)).attendance).toBe("no_show");
  });

  it("counts the show rate over the last 30 days of standing, marked calls", async () => {
    const now = new Date();
    const marked = async (daysAgo: number, time: string, attendance: "attended" | "no_show" | null) => {
      const { id: slot } = await createSlot(
        db(),
        { slotDate: addDays(today(), -daysAgo), slotTime: time },
        customer(`Rate${daysAgo}${time.slice(0, 2)}`),
      );
      const booking = await bookingOf(slot);
      if (attendance)
        expect(
          await markAttendance(db(), { bookingId: booking.id, attendance, now, agencyZone: zone }),
        ).toEqual({ ok: true });
    };
    await db().delete(bookings);
    expect(await showRate(db(), today())).toEqual({ calls: 0, attended: 0, marked: 0, percent: null });
    await marked(3, "09:00:00", "attended");
    await marked(3, "11:00:00", "attended");
    await marked(10, "09:00:00", "no_show");
    await marked(12, "09:00:00", null);
    await marked(40, "09:00:00", "no_show"); // older than 30 days: not counted
    expect(await showRate(db(), today())).toEqual({ calls: 4, attended: 2, marked: 3, percent: 67 });
  });
});
