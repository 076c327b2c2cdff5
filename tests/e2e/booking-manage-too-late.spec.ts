import { eq } from "drizzle-orm";
import { addDays, wallClockToInstant } from "../../domain/agency-time";
import { contactSentence } from "../../domain/change-notice";
import { seedDemoData } from "../../server/availability/demo-data";
import { manageMessages } from "../../server/booking/manage-booking";
import { hashManageToken, newManageToken } from "../../server/booking/manage-token";
import { bookings } from "../../server/db/schema";
import { createSlot } from "../support/slot-factory";
import { agencyToday, agencyZone, waitForHydration } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { ownServer } from "./own-server";

// A booking's page opened before the online-change cutoff and used after it. On a server of its own,
// whose notice ends a few seconds into the test, so the cutoff passes while the page is open.

const slot = { slotDate: addDays(agencyToday(), 3), slotTime: "08:00:00" };
const token = newManageToken();
const contact = { email: "hello@late.test" };
/** When the server stops taking changes online: set as it starts, long enough for the page to open. */
let cutoff = 0;
let noticeHours = 0;
function lateNotice() {
  cutoff = Date.now() + 20_000;
  noticeHours = (wallClockToInstant(slot.slotDate, slot.slotTime, agencyZone).getTime() - cutoff) / 3_600_000;
  return { BOOKING_CHANGE_NOTICE_HOURS: String(noticeHours), CONTACT_EMAIL: contact.email };
}

const server = ownServer(async (db) => {
  await seedDemoData(db, { now: new Date(), agencyZone });
  await createSlot(db, slot, { name: "Late Larry", email: "larry@late.test" });
  await db
    .update(bookings)
    .set({ manageTokenHash: hashManageToken(token) })
    .where(eq(bookings.customerName, "Late Larry"));
}, lateNotice);

// The refusal (409: too late now) is reported by the browser as a failed resource.
test.use({ allowConsoleErrors: [/status of 409/] });

test("a cancel sent after the cutoff is refused, and the page stops offering changes", async ({ page }) => {
  await page.goto(`${server.url}/booking/${token}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Cancel booking" }).click();
  const yes = page.getByRole("alertdialog").getByRole("button", { name: "Yes, cancel my call" });
  await expect(yes).toBeVisible();
  const left = cutoff - Date.now();
  expect(left, "the server started after the cutoff: nothing left to test").toBeGreaterThan(0);
  await page.waitForTimeout(left + 1_000);

  await yes.click();
  // Without a reload: the booking as it now is (standing, no longer changeable online), the refusal by it.
  const refusal = manageMessages.tooLate(noticeHours, contactSentence(contact));
  await expect(page.getByTestId("too-late")).toHaveText(refusal);
  await expect(page.getByTestId("too-late")).toHaveAttribute("role", "alert");
  await expect(page.getByTestId("booking-status")).toHaveText("Confirmed");
  await expect(page.getByRole("button", { name: "Reschedule" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Cancel booking" })).toHaveCount(0);
  await expect(page.getByText("You can cancel or move your call until")).toHaveCount(0);
});
