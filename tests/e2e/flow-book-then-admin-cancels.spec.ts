import { longDate } from "../../app/lib/admin-format";
import { cancelBookingAsAgency, signInAsAdmin, waitForHydration } from "./admin-helpers";
import { chooseFirstOpenTime, confirmBooking, expect, test, uniqueEmail } from "./booking-fixtures";

// The calendar's whole loop: a visitor books, the agency sees it, cancels it, the time is bookable again.

test("a booking made on the public page appears for the admin, who cancels it and frees the slot", async ({
  page,
  browser,
}) => {
  const { date, slotId, time } = await chooseFirstOpenTime(page);
  const email = uniqueEmail("loop");
  await confirmBooking(page, { name: "Grace Loop", email, phone: "+52 81 5555 0101", notes: "Loop test" });

  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await signInAsAdmin(adminPage);
  const recent = adminPage.getByRole("region", { name: "Recent Bookings" }).or(adminPage.locator("main"));
  await expect(recent.getByText(email)).toBeVisible();
  await expect(recent.getByText('"Loop test"')).toBeVisible();

  await adminPage.goto(`/admin/time-slots?date=${date}`);
  await waitForHydration(adminPage);
  const slot = adminPage.getByTestId(`slot-${time}`);
  await expect(slot.locator('[data-slot="badge"]')).toHaveText("booked");
  await expect(slot).toContainText("Grace Loop");
  await expect(slot).toContainText(email);
  await expect(slot).toContainText("+52 81 5555 0101");
  await expect(slot).toContainText("Loop test");
  await expect(slot.getByRole("button", { name: "Mark Unavailable" })).toHaveCount(0);

  // The dialog asks first; keeping the booking changes nothing.
  await slot.getByRole("button", { name: "Cancel Booking" }).click();
  // It names the call's day as the admin writes dates ('Tue 5 Mar 2030'), not only its time.
  await expect(adminPage.getByRole("alertdialog")).toContainText(
    `Grace Loop's call on ${longDate(date)} at ${time} will be cancelled`,
  );
  await adminPage.getByRole("alertdialog").getByRole("button", { name: "Keep it" }).click();
  await expect(adminPage.getByRole("alertdialog")).toHaveCount(0);
  await expect(slot.getByRole("button", { name: "Cancel Booking" })).toBeFocused();
  await expect(slot.locator('[data-slot="badge"]')).toHaveText("booked");
  await cancelBookingAsAgency(adminPage, slot);
  await expect(slot).not.toContainText(email);
  await admin.close();

  // The time is offered to visitors again.
  await page.goto(`/book-call?date=${date}`);
  await expect(page.locator(`button[data-slot-id="${slotId}"]`)).toBeVisible();
});
