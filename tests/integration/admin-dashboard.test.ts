import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSlot } from "../support/slot-factory";
import { startSignedIn, type TestApp } from "../support/test-app";

// The dashboard lists the latest ten bookings, newest first, and every booking when asked.

describe("the dashboard's bookings", () => {
  let app: TestApp;
  let cookie: string;
  beforeAll(async () => {
    ({ app, cookie } = await startSignedIn("embedded"));
  });
  afterAll(async () => {
    await app?.close();
  });

  const dashboard = async (query = "") => {
    const response = await app.request(`/admin${query}`, { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    return response.text();
  };
  const customers = (html: string) =>
    [...html.matchAll(/>Customer (\d\d)</g)].map((match) => Number(match[1]));

  it("offers no longer list while every booking is shown", async () => {
    const db = app.services.database.db;
    for (let n = 1; n <= 10; n++) {
      await createSlot(
        db,
        { slotDate: "2030-01-07", slotTime: `${String(n + 7).padStart(2, "0")}:00:00` },
        { name: `Customer ${String(n).padStart(2, "0")}`, email: `customer${n}@example.com` },
      );
    }
    const html = await dashboard();
    expect(customers(html)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(html).not.toContain("Show all");
    // Each call's time as every admin screen writes dates: weekday, day, month, year, 24-hour clock.
    expect(html).toContain('data-testid="booking-time">Mon 7 Jan 2030, 17:00<');
  });

  it("shows the latest ten, and all of them on request", async () => {
    const db = app.services.database.db;
    for (let n = 11; n <= 12; n++) {
      await createSlot(
        db,
        { slotDate: "2030-01-08", slotTime: `${String(n).padStart(2, "0")}:00:00` },
        { name: `Customer ${n}`, email: `customer${n}@example.com` },
      );
    }
    const latest = await dashboard();
    expect(customers(latest)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(latest).toContain('href="/admin?bookings=all"');
    expect(latest.replaceAll("<!-- -->", "")).toContain("Show all 12 bookings");

    const all = await dashboard("?bookings=all");
    expect(customers(all)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(all).not.toContain("Show all");
    expect(all).toContain("Show only the latest");
  });
});
