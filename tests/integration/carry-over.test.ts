import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { saveExchange, startThread } from "../../server/chat/threads";
import { openDatabase } from "../../server/db/connection";
import { type Query, queryOn, readTables } from "../../server/db/copy/table-rows";
import { timeSlots } from "../../server/db/schema";
import { bookOverHttp } from "../support/booking-http";
import { openEarlierDatabase } from "../support/earlier-engine";
import { temporaryFolder } from "../support/temp-folder";
import { signIn, startTestApp, testAdmin } from "../support/test-app";

// A DATA_DIR of the version before decision 040 (PGlite in DATA_DIR/pglite), filled by today's code
// through the site itself: the next start on the embedded PostgreSQL finds every row of every table.

/** Every table's rows, each row as JSON, in one order: what two databases must agree on. */
async function contents(query: Query) {
  await query("begin isolation level repeatable read read only");
  const tables = await readTables(query);
  await query("commit");
  return Object.fromEntries(
    tables.map(({ table, rowsJson }) => [
      table,
      (JSON.parse(rowsJson) as unknown[]).map((row) => JSON.stringify(row)).sort(),
    ]),
  );
}

it("carries every row of an earlier version's embedded database into PostgreSQL on the first start", async () => {
  const dataDir = path.join(temporaryFolder("carry-over-"), "data");
  const earlierFolder = path.join(dataDir, "pglite");
  mkdirSync(dataDir, { recursive: true });
  const earlier = await openEarlierDatabase(earlierFolder);
  const app = await startTestApp({ source: earlier, drop: async () => {} }, { DEMO_DATA: "on" });
  try {
    await signIn(app, testAdmin);
    const [slot] = await app.services.database.db
      .select({ id: timeSlots.id })
      .from(timeSlots)
      .where(sql`status = 'available' and slot_date > current_date + 1`)
      .orderBy(timeSlots.slotDate, timeSlots.slotTime)
      .limit(1);
    const booked = await bookOverHttp(app.url, slot?.id ?? "", { email: "grace@example.com" });
    expect(booked.status).toBe(200);
    await startThread(app.services.database.db, "thread-1");
    await saveExchange(app.services.database.db, "thread-1", {
      question: "Hours?",
      answer: "9–5",
      tokens: 12,
    });
  } finally {
    await app.close();
  }
  const reopened = await openEarlierDatabase(earlierFolder);
  const client = (reopened.db as unknown as { $client: PGlite }).$client;
  const before = await contents(
    async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows,
  );
  await reopened.close();
  for (const table of [
    "user",
    "account",
    "session",
    "user_roles",
    "bookings",
    "time_slots",
    "weekly_availability",
    "email_outbox",
    "chat_threads",
    "chat_messages",
    "rate_limits",
  ])
    expect(before[table]?.length, table).toBeGreaterThan(0);

  const carried = await openDatabase({ kind: "embedded", dataDir });
  try {
    expect(await carried.withOneConnection((db) => contents(queryOn(db)))).toEqual(before);
  } finally {
    await carried.close();
  }
  expect(existsSync(earlierFolder)).toBe(false);
  expect(existsSync(path.join(dataDir, "pglite-carried-over", "PG_VERSION"))).toBe(true);

  // The next start carries nothing again: the rows are there once.
  const restarted = await openDatabase({ kind: "embedded", dataDir });
  try {
    expect(await restarted.withOneConnection((db) => contents(queryOn(db)))).toEqual(before);
  } finally {
    await restarted.close();
  }
});
