import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { saveExchange, startThread } from "../../server/chat/threads";
import { timeSlots } from "../../server/db/schema";
import { bookOverHttp } from "./booking-http";
import { signIn, type TestApp, testAdmin } from "./test-app";

// A site in use, for tests that move its data (carry-over, backup and restore): started with the demo
// hours and ADMIN_EMAIL, the admin signed in, a call booked over HTTP, a chat conversation kept.

export const filledSiteEnvironment = { DEMO_DATA: "on" };

/** The tables a site in use has rows in, which a move must not lose. */
export const tablesOfASiteInUse = [
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
];

export async function putTheSiteToUse(app: TestApp) {
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
  await saveExchange(app.services.database.db, "thread-1", { question: "Hours?", answer: "9–5", tokens: 12 });
}

export function expectASiteInUse(contents: Record<string, string[]>) {
  for (const table of tablesOfASiteInUse) expect(contents[table]?.length, table).toBeGreaterThan(0);
}
