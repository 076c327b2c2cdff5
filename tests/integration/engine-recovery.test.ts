import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { bookOverHttp } from "../support/booking-http";
import { createServerDatabase } from "../support/server-database";
import { startServerProcess } from "../support/server-process";
import { agencyZone, bookableDates, createSlot } from "../support/slot-factory";

// The embedded database after the site is killed (SIGKILL, an out-of-memory kill) in the middle of
// bookings: the next start recovers by itself, every booking the site confirmed is there, and no
// database process outlives the site.

// Twelve hourly slots on each of the days bookable whatever the hour.
const HOURS = Array.from({ length: 12 }, (_, index) => `${String(8 + index).padStart(2, "0")}:00`);

/** The postmaster's process, as its pid file names it, while it runs. */
function postmasterOf(dataDir: string) {
  const pidFile = path.join(dataDir, "postgres", "postmaster.pid");
  return existsSync(pidFile) ? Number(readFileSync(pidFile, "utf8").split("\n")[0]) : undefined;
}

/** Every process whose command line names the cluster (the postmaster is started with -D <folder>). */
function processesOn(dataDir: string) {
  const cluster = path.join(dataDir, "postgres");
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").includes(cluster);
      } catch {
        return false;
      }
    });
}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, "utf8"));
  } catch {
    return false;
  }
}

it("keeps every confirmed booking when the site is killed under load, and leaves no database process", async () => {
  const database = await createServerDatabase("embedded");
  const dataDir = database.env.DATA_DIR ?? "";
  const env = { ...database.env, AGENCY_TIMEZONE: agencyZone };
  const handle = await database.open();
  const slotIds: string[] = [];
  for (const slotDate of bookableDates())
    for (const slotTime of HOURS) slotIds.push((await createSlot(handle.db, { slotDate, slotTime })).id);
  await handle.close();
  try {
    const first = await startServerProcess(env);
    const killedPostmaster = postmasterOf(dataDir);
    expect(killedPostmaster).toBeGreaterThan(0);
    const confirmed: string[] = [];
    let killed = false;
    const sent = slotIds.map(async (slotId, index) => {
      const email = `visitor-${index}@example.com`;
      const response = await bookOverHttp(first.url, slotId, {
        email,
        forwardedFor: `10.9.0.${index}`,
      }).catch(() => undefined);
      if (response?.status === 200) {
        await response.arrayBuffer().catch(() => {});
        confirmed.push(email);
      }
      // Killed once some bookings were confirmed, while others are still in flight.
      if (confirmed.length >= 5 && !killed) {
        killed = true;
        await first.stop("SIGKILL");
      }
    });
    await Promise.all(sent);
    if (!killed) await first.stop("SIGKILL");
    expect(confirmed.length).toBeGreaterThanOrEqual(5);

    const second = await startServerProcess(env);
    const secondPostmaster = postmasterOf(dataDir);
    try {
      expect(isRunning(killedPostmaster ?? 0)).toBe(false);
      expect(secondPostmaster).not.toBe(killedPostmaster);
      const reader = await database.open();
      const booked = await reader.db.execute<{ email: string }>(
        "select customer_email as email from bookings where status = 'confirmed'",
      );
      await reader.close();
      const emails = (booked as unknown as { rows: { email: string }[] }).rows.map((row) => row.email);
      expect(emails).toEqual(expect.arrayContaining(confirmed));
    } finally {
      expect(await second.stop("SIGTERM")).toBe(0);
    }
    // SIGTERM stopped the database with the site: nothing left running on the cluster.
    await expect.poll(() => processesOn(dataDir)).toEqual([]);
    expect(isRunning(secondPostmaster ?? 0)).toBe(false);
  } finally {
    await database.remove();
  }
});

it("starts the embedded database again by itself when it is killed under the running site, keeping every booking", async () => {
  const database = await createServerDatabase("embedded");
  const dataDir = database.env.DATA_DIR ?? "";
  const env = { ...database.env, AGENCY_TIMEZONE: agencyZone, LOG_LEVEL: "info" };
  const handle = await database.open();
  const [before, after] = [
    await createSlot(handle.db, { slotDate: bookableDates()[0] ?? "", slotTime: "09:00" }),
    await createSlot(handle.db, { slotDate: bookableDates()[0] ?? "", slotTime: "10:00" }),
  ];
  await handle.close();
  try {
    const site = await startServerProcess(env);
    try {
      expect((await bookOverHttp(site.url, before?.id ?? "", { email: "before@example.com" })).status).toBe(
        200,
      );
      const killed = postmasterOf(dataDir) ?? 0;
      expect(killed).toBeGreaterThan(0);
      process.kill(killed, "SIGKILL");

      await expect
        .poll(() => site.output())
        .toContain("The embedded database stopped by itself (killed by SIGKILL)");
      await expect
        .poll(async () => (await fetch(`${site.url}/healthz`)).status, { timeout: 60_000 })
        .toBe(200);
      await expect.poll(() => site.output()).toContain("The embedded database is running again");
      const restarted = postmasterOf(dataDir);
      expect(restarted).not.toBe(killed);
      expect(isRunning(killed)).toBe(false);
      const booked = await bookOverHttp(site.url, after?.id ?? "", { email: "after@example.com" });
      expect(booked.status).toBe(200);
    } finally {
      expect(await site.stop("SIGTERM")).toBe(0);
    }
    await expect.poll(() => processesOn(dataDir)).toEqual([]);
    const reader = await database.open();
    const rows = await reader.db.execute<{ email: string }>(
      "select customer_email as email from bookings where status = 'confirmed' order by customer_email",
    );
    await reader.close();
    expect((rows as unknown as { rows: { email: string }[] }).rows.map((row) => row.email)).toEqual([
      "after@example.com",
      "before@example.com",
    ]);
  } finally {
    await database.remove();
  }
});
