import type { Database, DatabaseKind } from "../../server/db/connection";
import { setWeeklyHours } from "./hours-factory";
import { createSlot, type SlotStatus } from "./slot-factory";
import { agencyDay, startSignedIn } from "./test-app";

// The day the admin screens act on in the suites that post to them.

type MoreSlots<Name extends string> = Record<Name, { slotTime: string; status?: SlotStatus }>;

/**
 * A free slot at 10:00, one booked (with notes) at 11:00, `more` slots by name, and Monday's weekly
 * hours 09:00–17:00, so the settings have a row to change: the slots' ids by name.
 */
async function createAdminDay<Name extends string = never>(
  db: Database,
  date: string,
  more = {} as MoreSlots<Name>,
) {
  const ids = {
    free: (await createSlot(db, { slotDate: date, slotTime: "10:00:00" })).id,
    booked: (
      await createSlot(
        db,
        { slotDate: date, slotTime: "11:00:00" },
        { name: "Booked Customer", email: "booked@example.com", notes: "keep me" },
      )
    ).id,
  } as Record<"free" | "booked" | Name, string>;
  for (const [name, slot] of Object.entries(more) as [Name, MoreSlots<Name>[Name]][])
    ids[name] = (await createSlot(db, { slotDate: date, ...slot })).id;
  await setWeeklyHours(db, { Monday: ["09:00:00", "17:00:00"] });
  return ids;
}

/** An app with the test admin signed in, and the admin's day `daysAhead` days after its today. */
export async function startWithAdminDay<Name extends string = never>(
  kind: DatabaseKind,
  daysAhead: number,
  more?: MoreSlots<Name>,
) {
  const { app, cookie } = await startSignedIn(kind);
  const slot = await createAdminDay(app.services.database.db, agencyDay(app, daysAhead), more);
  return { app, cookie, slot };
}
