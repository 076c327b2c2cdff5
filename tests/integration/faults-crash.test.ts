import { request as httpRequest } from "node:http";
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings } from "../../server/db/schema";
import { bookOverHttp, halfWrittenBookings } from "../support/booking-http";
import { createServerDatabase } from "../support/server-database";
import { startServerProcess } from "../support/server-process";
import { createBookableSlots } from "../support/slot-factory";
import { databaseKinds } from "../support/test-database";

// The built server as a process, stopped the hard way (SIGKILL in the middle of bookings) and the
// orderly way (SIGTERM with a request in flight).

const wholeBookings = {
  bookedSlotsWithoutBooking: 0,
  bookingsOfUnbookedSlots: 0,
  emailsWithoutBooking: 0,
  bookingsWithoutEmail: 0,
};

describe.each(databaseKinds)("the server on %s, stopped", (kind) => {
  it("by SIGKILL in the middle of bookings: after a restart every booking is whole and none confirmed is lost", async () => {
    const database = await createServerDatabase(kind);
    const seed = await database.open();
    const slots = await createBookableSlots(seed.db, 400);
    await seed.close();

    const first = await startServerProcess(database.env);
    const confirmed: string[] = [];
    let killed = false;
    // Twenty visitors keep booking, each from its own address, until the process is gone.
    const visitors = Array.from({ length: 20 }, async (_, visitor) => {
      for (let index = visitor; index < slots.length && !killed; index += 20) {
        const slot = slots[index];
        if (!slot) return;
        try {
          const response = await bookOverHttp(first.url, slot.id, {
            email: `visitor${index}@example.com`,
            forwardedFor: `10.0.${Math.floor(index / 200)}.${index % 200}`,
          });
          await response.text();
          if (response.status === 200) confirmed.push(slot.id);
        } catch {
          return; // the connection died with the process
        }
      }
    });
    await expect.poll(() => confirmed.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(40);
    killed = true;
    expect(await first.stop("SIGKILL")).toBeNull();
    await Promise.all(visitors);
    expect(confirmed.length).toBeLessThan(slots.length);

    const second = await startServerProcess(database.env);
    try {
      expect((await fetch(`${second.url}/healthz`)).status).toBe(200);
      const unused = slots.filter((slot) => !confirmed.includes(slot.id)).at(-1);
      const again = await bookOverHttp(second.url, unused?.id ?? "", { forwardedFor: "10.9.9.9" });
      expect(again.status).toBe(200);
      confirmed.push(unused?.id ?? "");
    } finally {
      expect(await second.stop()).toBe(0);
    }

    const check = await database.open();
    try {
      expect(await halfWrittenBookings(check.db)).toEqual(wholeBookings);
      const kept = await check.db
        .select({ slot: bookings.timeSlotId })
        .from(bookings)
        .where(inArray(bookings.timeSlotId, confirmed));
      expect(kept).toHaveLength(confirmed.length);
    } finally {
      await check.close();
      await database.remove();
    }
  });

  it("by SIGTERM: a booking whose form is still being uploaded finishes, then the process exits 0", async () => {
    const database = await createServerDatabase(kind);
    const seed = await database.open();
    const [slot] = await createBookableSlots(seed.db, 1);
    await seed.close();
    const server = await startServerProcess(database.env);
    try {
      const form = new URLSearchParams({
        time_slot_id: slot?.id ?? "",
        customer_name: "Slow Uploader",
        customer_email: "slow@example.com",
      }).toString();
      const { hostname, port } = new URL(server.url);
      // Expect: 100-continue makes the server say when it holds the request, before the body is sent.
      const upload = httpRequest({
        host: hostname,
        port,
        method: "POST",
        path: "/book-call.data",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(form),
          Origin: server.url,
          Expect: "100-continue",
        },
      });
      const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
        upload.on("error", reject);
        upload.on("response", (response) => {
          let body = "";
          response.on("data", (chunk) => {
            body += chunk;
          });
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
        });
      });
      await new Promise((resolve) => upload.once("continue", resolve));
      upload.write(form.slice(0, 20));

      const exited = server.stop("SIGTERM");
      await expect.poll(() => server.output()).toContain("SIGTERM received");
      // No new connections once stopping...
      await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
      // ...but the upload in flight completes and is answered.
      upload.end(form.slice(20));
      const { status, body } = await answer;
      expect(status).toBe(200);
      expect(body).toContain("slow@example.com");
      expect(await exited).toBe(0);
      expect(server.output()).toContain("Stopped");
    } finally {
      await server.stop("SIGKILL");
    }
    const check = await database.open();
    try {
      expect(await check.db.select({ email: bookings.customerEmail }).from(bookings)).toEqual([
        { email: "slow@example.com" },
      ]);
      expect(await halfWrittenBookings(check.db)).toEqual(wholeBookings);
    } finally {
      await check.close();
      await database.remove();
    }
  });
});
