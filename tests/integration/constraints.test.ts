import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, timeSlots, weeklyAvailability } from "../../server/db/schema";
import { databaseKinds, freshDatabasePerTest } from "../support/test-database";

// Drizzle wraps driver errors; the constraint that fired is named on the cause.
async function violatedConstraint(work: Promise<unknown>): Promise<string | undefined> {
  try {
    await work;
  } catch (error) {
    const cause = (error as { cause?: { constraint?: string; message?: string } }).cause ?? error;
    return (cause as { constraint?: string }).constraint ?? (cause as Error).message;
  }
  return undefined;
}

describe.each(databaseKinds)("database constraints on %s", (kind) => {
  const database = freshDatabasePerTest(kind);

  it("refuses a second slot at the same date and time", async () => {
    const { db } = database;
    await db.insert(timeSlots).values({ slotDate: "2030-03-05", slotTime: "10:00:00" });
    expect(
      await violatedConstraint(db.insert(timeSlots).values({ slotDate: "2030-03-05", slotTime: "10:00:00" })),
    ).toBe("time_slots_date_time_unique");
    await db.insert(timeSlots).values({ slotDate: "2030-03-05", slotTime: "11:00:00" });
  });

  it("refuses a status outside available, booked and unavailable", async () => {
    expect(
      await violatedConstraint(
        database.db.execute(
          sql`insert into time_slots (slot_date, slot_time, status) values ('2030-03-05', '10:00', 'maybe')`,
        ),
      ),
    ).toBe("time_slots_status_check");
  });

  it("refuses a second standing booking of one slot and a booking of a slot that does not exist", async () => {
    const { db } = database;
    const [slot] = await db
      .insert(timeSlots)
      .values({ slotDate: "2030-03-05", slotTime: "10:00:00" })
      .returning({ id: timeSlots.id });
    const booking = { timeSlotId: slot?.id ?? "", customerName: "Ada", customerEmail: "ada@example.com" };
    await db.insert(bookings).values(booking);
    expect(await violatedConstraint(db.insert(bookings).values(booking))).toBe(
      "bookings_standing_slot_unique",
    );
    expect(
      await violatedConstraint(
        db.insert(bookings).values({ ...booking, timeSlotId: "00000000-0000-4000-8000-000000000000" }),
      ),
    ).toMatch(/time_slot_id.*fk/);
    const rows = await db.select().from(bookings);
    expect(rows).toHaveLength(1);
    // A cancelled booking is history: it holds no slot, and says who cancelled it and when.
    expect(await violatedConstraint(db.insert(bookings).values({ ...booking, status: "cancelled" }))).toBe(
      "bookings_cancelled_check",
    );
    expect(
      await violatedConstraint(
        db.execute(
          sql`insert into bookings (time_slot_id, customer_name, customer_email, status, cancelled_at, cancelled_by) values (${slot?.id}, 'Ada', 'ada@example.com', 'cancelled', now(), 'someone')`,
        ),
      ),
    ).toBe("bookings_cancelled_by_check");
    await db
      .insert(bookings)
      .values({ ...booking, status: "cancelled", cancelledAt: new Date(), cancelledBy: "customer" });
    expect(await db.select().from(bookings)).toHaveLength(2);
  });

  it("refuses weekly hours that end before they start, off the hour, on weekdays outside 0..6, or overlapping", async () => {
    const { db } = database;
    expect(
      await violatedConstraint(
        db.insert(weeklyAvailability).values({ dayOfWeek: 1, startTime: "17:00:00", endTime: "09:00:00" }),
      ),
    ).toBe("weekly_availability_end_after_start");
    expect(
      await violatedConstraint(
        db.insert(weeklyAvailability).values({ dayOfWeek: 1, startTime: "09:00:00", endTime: "09:00:00" }),
      ),
    ).toBe("weekly_availability_end_after_start");
    expect(
      await violatedConstraint(
        db.insert(weeklyAvailability).values({ dayOfWeek: 7, startTime: "09:00:00", endTime: "17:00:00" }),
      ),
    ).toBe("weekly_availability_day_of_week_range");
    expect(
      await violatedConstraint(
        db.insert(weeklyAvailability).values({ dayOfWeek: 1, startTime: "09:30:00", endTime: "17:00:00" }),
      ),
    ).toBe("weekly_availability_whole_hours");
    // Several ranges a day (a lunch break), touching or apart, never overlapping.
    await db.insert(weeklyAvailability).values([
      { dayOfWeek: 1, startTime: "09:00:00", endTime: "12:00:00" },
      { dayOfWeek: 1, startTime: "12:00:00", endTime: "13:00:00" },
      { dayOfWeek: 1, startTime: "14:00:00", endTime: "17:00:00" },
      { dayOfWeek: 2, startTime: "10:00:00", endTime: "12:00:00" },
    ]);
    for (const [startTime, endTime] of [
      ["10:00:00", "11:00:00"],
      ["11:00:00", "15:00:00"],
      ["08:00:00", "18:00:00"],
      ["16:00:00", "18:00:00"],
    ] as const)
      expect(
        await violatedConstraint(db.insert(weeklyAvailability).values({ dayOfWeek: 1, startTime, endTime })),
        `${startTime}–${endTime}`,
      ).toBe("weekly_availability_no_overlap");
  });

  it("announces every change to a slot with its date on the time_slots channel", async () => {
    const { db } = database;
    const received: string[] = [];
    const unlisten = await database.listen("time_slots", (payload) => received.push(payload));
    const [slot] = await db
      .insert(timeSlots)
      .values({ slotDate: "2030-03-05", slotTime: "10:00:00" })
      .returning({ id: timeSlots.id });
    await db.update(timeSlots).set({ status: "unavailable" }).where(sql`id = ${slot?.id}`);
    await db.insert(timeSlots).values({ slotDate: "2030-03-06", slotTime: "10:00:00" });
    await db.delete(timeSlots).where(sql`id = ${slot?.id}`);
    await expect
      .poll(() => received, { timeout: 5_000 })
      .toEqual(["2030-03-05", "2030-03-05", "2030-03-06", "2030-03-05"]);
    await unlisten();
  });
});
