import type { Browser } from "@playwright/test";
import { longDate } from "../../app/lib/admin-format";
import { addDays, dayOfWeek } from "../../domain/agency-time";
import { e2eAdmin } from "../../playwright.config";
import { seedDemoData } from "../../server/availability/demo-data";
import type { Database } from "../../server/db/connection";
import { bookings, dateOverrides, timeSlots } from "../../server/db/schema";
import { addBusyTime, busyCalendar } from "../support/busy-calendar";
import {
  agencyToday,
  agencyZone,
  expectNoAxeViolations,
  signInWithoutTheForm,
  toast,
  waitForHydration,
} from "./admin-helpers";
import { expect, test } from "./fixtures";
import { ownServer } from "./own-server";

// The time-slots screen says what is true of each slot (docs/decisions/031-hours-are-the-truth.md):
// a time that has passed is past, a free time on a blocked date is not "available", a call that has
// taken place or is marked cannot be cancelled, and cancelling on a blocked date does not promise
// the time to visitors. On a server of its own, whose database the test prepares before it starts.

const today = agencyToday();
const yesterday = addDays(today, -1);
/** A working day (the demo's Monday to Friday) a few days ahead: blocked, with a booked call on it. */
const blocked = [2, 3, 4, 5, 6]
  .map((days) => addDays(today, days))
  .find((date) => {
    const day = dayOfWeek(date);
    return day >= 1 && day <= 5;
  }) as string;
/** A working day past the booking horizon (7 days): a free time there is beyond it; a call, with a clash. */
const beyond = [9, 10, 11]
  .map((days) => addDays(today, days))
  .find((date) => dayOfWeek(date) >= 1 && dayOfWeek(date) <= 5) as string;

async function slot(db: Database, slotDate: string, slotTime: string, status: "available" | "booked") {
  const [row] = await db
    .insert(timeSlots)
    .values({ slotDate, slotTime, status })
    .onConflictDoUpdate({ target: [timeSlots.slotDate, timeSlots.slotTime], set: { status } })
    .returning({ id: timeSlots.id });
  return row?.id ?? "";
}

const server = ownServer(
  async (db) => {
    await seedDemoData(db, { now: new Date(), agencyZone });
    // Today at midnight: always past, whatever the hour of the run.
    await slot(db, today, "00:00:00", "available");
    await db.insert(bookings).values([
      {
        timeSlotId: await slot(db, yesterday, "10:00:00", "booked"),
        customerName: "Ada Attended",
        customerEmail: "ada@example.com",
        attendance: "attended",
        attendanceMarkedAt: new Date(),
      },
      {
        timeSlotId: await slot(db, yesterday, "11:00:00", "booked"),
        customerName: "Bo Unmarked",
        customerEmail: "bo@example.com",
      },
      {
        timeSlotId: await slot(db, blocked, "10:00:00", "booked"),
        customerName: "Cy Blocked",
        customerEmail: "cy@example.com",
      },
      // A cancelled call keeps its slot's row (its history): open, but on a blocked date.
      {
        timeSlotId: await slot(db, blocked, "11:00:00", "available"),
        customerName: "Dee Gone",
        customerEmail: "dee@example.com",
        status: "cancelled",
        cancelledAt: new Date(),
        cancelledBy: "customer",
      },
    ]);
    await db.insert(dateOverrides).values({ fromDate: blocked, toDate: blocked, note: "Holiday" });
    await slot(db, beyond, "11:00:00", "available");
    await db.insert(bookings).values({
      timeSlotId: await slot(db, beyond, "10:00:00", "booked"),
      customerName: "Eve Clashing",
      customerEmail: "eve@example.com",
    });
    const work = await busyCalendar(db);
    await addBusyTime(db, work, { date: beyond, from: "10:30:00", to: "10:45:00", title: "Standup" });
  },
  { ADMIN_EMAIL: e2eAdmin.email, ADMIN_PASSWORD: e2eAdmin.password },
);

test.use({ allowConsoleErrors: [/status of 409/] });

/** The owner, signed in, in a browser context of their own. */
async function signedInOwner(browser: Browser) {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await signInWithoutTheForm(page, server.url);
  return { context, page };
}

test("past, blocked and marked slots say what they are, and offer only what can be done", async ({
  browser,
}) => {
  const { context, page } = await signedInOwner(browser);
  try {
    const badge = (time: string) => page.getByTestId(`slot-${time}`).locator('[data-slot="badge"]');

    await page.goto(`/admin/time-slots?date=${today}`);
    await waitForHydration(page);
    await expect(badge("00:00")).toHaveText("past");
    await expect(page.getByTestId("slot-00:00").getByRole("button")).toHaveCount(0);

    await page.goto(`/admin/time-slots?date=${yesterday}`);
    await waitForHydration(page);
    for (const time of ["10:00", "11:00"]) {
      await expect(badge(time)).toHaveText("booked");
      await expect(
        page.getByTestId(`slot-${time}`).getByRole("button", { name: "Cancel Booking" }),
      ).toHaveCount(0);
    }
    await expect(page.getByTestId("slot-10:00").getByRole("button", { name: "Attended" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByTestId("slot-11:00").getByRole("button", { name: "No-show" })).toBeVisible();

    await page.goto(`/admin/time-slots?date=${blocked}`);
    await waitForHydration(page);
    const gone = page.getByTestId("slot-11:00");
    await expect(badge("11:00")).toHaveText("blocked date");
    await expect(badge("11:00")).not.toHaveClass(/text-success/);
    await expect(gone).toContainText("Not offered to visitors: the date is blocked.");
    await expect(gone.getByRole("button")).toHaveCount(0);
    // The blocked date's other hours were removed when the date was blocked (at the start here).
    await expect(page.getByTestId("slot-14:00")).toHaveCount(0);
    await expectNoAxeViolations(page);

    const cy = page.getByTestId("slot-10:00");
    await expect(cy.getByTestId("booked-outside-hours")).toHaveText(
      "This call is on a date you blocked: move or cancel it if it cannot take place.",
    );
    await cy.getByRole("button", { name: "Cancel Booking" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(
      `Cy Blocked's call on ${longDate(blocked)} at 10:00 will be cancelled and the time, on a date you blocked, not offered to visitors.`,
    );
    await dialog.getByRole("button", { name: "Yes, cancel it" }).click();
    await expect(
      toast(
        page,
        "Booking cancelled",
        "The booking has been cancelled; the time, on a date you blocked, not offered to visitors.",
      ),
    ).toBeVisible();
    await expect(badge("10:00")).toHaveText("blocked date");
    await page.goto(`/book-call?date=${blocked}`);
    await expect(page.getByText("No available slots for this date")).toBeVisible();
  } finally {
    await context.close();
  }
});

test("a free time says which rule keeps it from visitors, and a call the owner's calendar is also busy at says so", async ({
  browser,
}) => {
  const { context, page } = await signedInOwner(browser);
  try {
    await page.goto(`/admin/time-slots?date=${beyond}`);
    await waitForHydration(page);
    await expect(page.getByTestId("slot-11:00").getByTestId("not-offered-now")).toHaveText(
      "Beyond your booking horizon of 7 days.",
    );
    await expect(page.getByTestId("slot-10:00").getByTestId("calendar-clash")).toHaveText(
      "Your calendar also has Standup (Work calendar) at this time.",
    );
    await expectNoAxeViolations(page);
  } finally {
    await context.close();
  }
});
