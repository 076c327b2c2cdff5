import { devices } from "@playwright/test";
import { addDays, dayOfWeek } from "../../domain/agency-time";
import { e2eAdmin } from "../../playwright.config";
import { seedDemoData } from "../../server/availability/demo-data";
import { agencyToday, agencyZone, signInWithoutTheForm, toast, waitForHydration } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { ownServer } from "./own-server";

// Hours are the truth (docs/decisions/031-hours-are-the-truth.md): the owner switches a weekday off on a
// laptop while a visitor watches that day on a phone; its times vanish at once, without Generate, and
// stay gone after a reload. On a server of its own: the shared one keeps Monday to Friday open.

const server = ownServer((db) => seedDemoData(db, { now: new Date(), agencyZone }).then(() => {}), {
  ADMIN_EMAIL: e2eAdmin.email,
  ADMIN_PASSWORD: e2eAdmin.password,
});

const weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
/** A working day (the demo's Monday to Friday) well inside the booking window, whatever the hour. */
const watched = [1, 2, 3, 4, 5]
  .map((days) => addDays(agencyToday(), days))
  .find((date) => {
    const day = dayOfWeek(date);
    return day >= 1 && day <= 5;
  }) as string;
const weekday = weekdays[dayOfWeek(watched)] as string;

test("a weekday switched off vanishes from a visitor's phone at once, and stays gone; switched on, it comes back", async ({
  browser,
}) => {
  const phone = await browser.newContext({ ...devices["Pixel 7"], baseURL: server.url });
  const laptop = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: server.url });
  try {
    const visitor = await phone.newPage();
    await visitor.goto(`/book-call?date=${watched}`);
    await waitForHydration(visitor);
    const times = visitor.locator("button[data-slot-id]");
    const day = visitor.locator(`button[data-date="${watched}"]`);
    await expect(times).toHaveCount(8);

    const owner = await laptop.newPage();
    await signInWithoutTheForm(owner, server.url);
    await owner.goto("/admin/settings");
    await waitForHydration(owner);
    const posted: string[] = [];
    owner.on("request", (request) => {
      if (request.method() === "POST") posted.push(request.postData() ?? "");
    });
    await owner.getByRole("switch", { name: weekday }).click();
    await expect(
      toast(owner, "Availability updated", "Your weekly availability has been saved."),
    ).toBeVisible();

    // Live, on the phone: no reload, no Generate.
    await expect(times).toHaveCount(0, { timeout: 5_000 });
    await expect(visitor.getByText("No available slots for this date")).toBeVisible();
    await expect(day).toBeDisabled();
    await visitor.reload();
    await waitForHydration(visitor);
    await expect(visitor.locator(`button[data-date="${watched}"]`)).toBeDisabled();
    await expect(visitor.locator("button[data-slot-id]")).toHaveCount(0);
    await expect(owner.getByRole("switch", { name: weekday })).toHaveAttribute("aria-checked", "false");
    await owner.reload();
    await waitForHydration(owner);
    await expect(owner.getByRole("switch", { name: weekday })).toHaveAttribute("aria-checked", "false");
    expect(posted.filter((body) => body.includes("intent=save-hours"))).toHaveLength(1);
    expect(posted.filter((body) => body.includes("generate"))).toEqual([]);

    // Switched on again: its hours come back the same way.
    await owner.getByRole("switch", { name: weekday }).click();
    await expect(
      toast(owner, "Availability updated", "Your weekly availability has been saved."),
    ).toBeVisible();
    await expect(visitor.locator("button[data-slot-id]")).toHaveCount(8, { timeout: 5_000 });
  } finally {
    await phone.close();
    await laptop.close();
  }
});
