import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/connection";
import { timeSlots } from "../../server/db/schema";
import { bookableDates, createSlot } from "./slot-factory";
import { createTestDatabase } from "./test-database";

const clientOf = (handle: DatabaseHandle) => (handle.db as unknown as { $client: PGlite }).$client;
const [date = ""] = bookableDates();

describe("an embedded test database, lent to one test after another", () => {
  it("comes back as the migrated image left it, and cannot be used once given back", async () => {
    const first = await createTestDatabase("pglite");
    const client = clientOf(first);
    await createSlot(first.db, { slotDate: date, slotTime: "10:00:00" });
    await first.close();
    expect(() => first.db).toThrow("This test database was closed");

    const second = await createTestDatabase("pglite");
    expect(clientOf(second)).toBe(client);
    expect(await second.db.select().from(timeSlots)).toEqual([]);
    await second.close();
  });

  it("ends the subscriptions a test left open", async () => {
    const first = await createTestDatabase("pglite");
    const heard: string[] = [];
    await first.listen("slot_changes_test", (payload) => heard.push(payload));
    await first.close();

    const second = await createTestDatabase("pglite");
    await second.db.execute(sql`select pg_notify('slot_changes_test', 'after')`);
    await second.close();
    expect(heard).toEqual([]);
  });

  it("is not lent again once a test changed its schema", async () => {
    const first = await createTestDatabase("pglite");
    const client = clientOf(first);
    await first.db.execute(sql`alter table time_slots rename to time_slots_away`);
    await first.close();

    const second = await createTestDatabase("pglite");
    expect(clientOf(second)).not.toBe(client);
    expect(client.closed).toBe(true);
    expect(await second.db.select().from(timeSlots)).toEqual([]);
    await second.close();
  });
});
