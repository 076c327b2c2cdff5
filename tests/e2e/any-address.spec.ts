import { addDays, dayOfWeek } from "../../domain/agency-time";
import { agencyToday, cancelBookingAsAgency, open, signInAsAdmin, toast } from "./admin-helpers";
import { chooseFirstOpenTime, confirmBooking, expect, test, uniqueEmail } from "./booking-fixtures";

// The first hour of a newcomer, at an address other than localhost (this spec runs in the projects "at
// 127.0.0.1" and "at another host name", each against a fresh server without PUBLIC_URL): the owner signs
// in, opens a day, generates slots and manages them; a visitor books; the owner sees and cancels it.

/** The first Saturday after today (today's own hours may have passed). */
function nextSaturday() {
  let date = addDays(agencyToday(), 1);
  while (dayOfWeek(date) !== 6) date = addDays(date, 1);
  return date;
}

test("the owner sets up the calendar and a visitor books, all at this address", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  expect(baseURL).not.toContain("localhost");
  await signInAsAdmin(page);
  expect(new URL(page.url()).origin).toBe(baseURL);

  // Weekly availability: Saturday on (fresh database: Monday to Friday only). Its slots are made as it is
  // saved, as far as slots exist (the demo's 30 days), so generating seven days finds none missing.
  await open(page, "/admin/settings");
  await page.getByRole("switch", { name: "Saturday" }).click();
  await expect(toast(page, "Availability updated", "Your weekly availability has been saved.")).toBeVisible();
  await page.getByLabel("Number of days to generate").fill("7");
  await page.getByRole("button", { name: "Generate Slots" }).click();
  await expect(toast(page, "Time slots generated", "Successfully created 0 new time slots.")).toBeVisible();

  // Time slots: the new Saturday's first slot closed and opened again.
  const saturday = nextSaturday();
  await open(page, `/admin/time-slots?date=${saturday}`);
  const nine = page.getByTestId("slot-09:00");
  await nine.getByRole("button", { name: "Mark Unavailable" }).click();
  await expect(nine.locator('[data-slot="badge"]')).toHaveText("unavailable");
  await nine.getByRole("button", { name: "Mark Available" }).click();
  await expect(nine.locator('[data-slot="badge"]')).toHaveText("available");

  // A visitor, in a browser of their own, books at the same address.
  const visitor = await browser.newContext({ baseURL });
  const booker = await visitor.newPage();
  const { date, time } = await chooseFirstOpenTime(booker);
  const email = uniqueEmail("any-address");
  await confirmBooking(booker, { name: "Ada Anywhere", email });
  await visitor.close();

  // The owner sees it and cancels it.
  await open(page, "/admin");
  await expect(page.getByText(email)).toBeVisible();
  await open(page, `/admin/time-slots?date=${date}`);
  const booked = page.getByTestId(`slot-${time}`);
  await expect(booked).toContainText("Ada Anywhere");
  await cancelBookingAsAgency(page, booked);

  // And signs out.
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL("/");
});
