import type { Locator } from "@playwright/test";
import { readableDateTime } from "../../domain/admin-dates";
import { OVERRIDE_NOTE_MAX } from "../../domain/booking-rules";
import { BOOKINGS_SEARCH_MAX } from "../../domain/bookings-list";
import { callTimeWords } from "../../domain/call-time";
import { CANCEL_REASON_MAX, CANCEL_REASON_TOO_LONG } from "../../domain/cancel-reason";
import { calendarOf, mailTo } from "../support/e2e-mail";
import { agencyZone, open, signInWithoutTheForm, toast, waitForHydration } from "./admin-helpers";
import {
  chooseFirstOpenTime,
  chooseTime,
  confirmBooking,
  expect,
  test,
  uniqueEmail,
} from "./booking-fixtures";
import { expectFitsTheScreen } from "./fits-the-screen";

// The owner's bookings list: a booking made on the public page is found there, opened, and moved to
// another time; the customer's e-mail (read from the SMTP peer the run starts) says the new time, with
// the calendar update, and its link opens the booking at its new time. On a phone, nothing is wider
// than the screen.

const MANAGE_URL = /https?:\/\/[^\s"<>]+\/booking\/[A-Za-z0-9_-]{43}/;

test("the owner moves a booking from the bookings list, and the customer's e-mail has the new time", async ({
  page,
  browser,
  baseURL,
}) => {
  const { time } = await chooseFirstOpenTime(page);
  const email = uniqueEmail("owner-move");
  await confirmBooking(page, { name: "Moved Customer", email });

  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await signInWithoutTheForm(adminPage, baseURL ?? "");
  await open(adminPage, "/admin");
  await adminPage.getByRole("link", { name: "All bookings" }).click();
  await expect(adminPage).toHaveURL(/\/admin\/bookings$/);
  await adminPage.getByLabel("Name or e-mail").fill(email);
  await adminPage.getByRole("button", { name: "Show" }).click();
  await expect(adminPage).toHaveURL(/q=/);
  const rows = adminPage.getByRole("list", { name: "Bookings" }).getByRole("listitem");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Confirmed");
  await rows.first().getByRole("link", { name: "Moved Customer" }).click();
  await expect(adminPage.getByTestId("booking-when")).toContainText(`, ${time} CST`);

  await adminPage.getByRole("button", { name: "Move", exact: true }).click();
  const day = adminPage.locator("button[data-date]:not([disabled])").last();
  const date = (await day.getAttribute("data-date")) ?? "";
  await day.click();
  await expect(adminPage).toHaveURL(new RegExp(`date=${date}`));
  const slot = adminPage.locator("button[data-slot-id]").last();
  const newTime = (await slot.getAttribute("data-agency-time")) ?? "";
  await slot.click();
  await adminPage.getByRole("button", { name: "Move the call to this time" }).click();
  await expect(
    toast(adminPage, "Call moved", "The customer is e-mailed the new time, with the updated invitation."),
  ).toBeVisible();
  await expect(adminPage.getByTestId("booking-when")).toContainText(`${readableDateTime(date, newTime)} CST`);
  await expect(adminPage.getByTestId("booking-history")).toContainText("Moved by the agency");
  await admin.close();

  const mails = await mailTo(email, { count: 2 });
  const moved = mails.find((mail) => mail.subject?.startsWith("Moved:"));
  const now = callTimeWords({ slotDate: date, slotTime: `${newTime}:00` }, agencyZone).full;
  expect(moved?.subject).toContain(`is now ${now}`);
  expect(moved?.text).toContain(`has moved your strategy call to ${now}.`);
  const update = moved ? calendarOf(moved) : undefined;
  expect(update?.text).toContain("METHOD:REQUEST");
  expect(update?.text).toContain("SEQUENCE:1");
  // The e-mail's link opens the booking, at its new time.
  const link = MANAGE_URL.exec(moved?.text ?? "")?.[0] ?? "";
  await page.goto(new URL(link).pathname);
  await waitForHydration(page);
  await expect(page.getByTestId("confirmed-time")).toHaveText(`${newTime} CST`);
});

test("a move refused because the customer cancelled meanwhile shows the booking as it now is", async ({
  page,
  browser,
  baseURL,
}) => {
  // The last open day: days ahead, so the customer may still cancel online at any hour of the run.
  await page.goto("/book-call");
  await waitForHydration(page);
  const lastDay = page.locator("button[data-date]:not([disabled])").last();
  const bookedDate = (await lastDay.getAttribute("data-date")) ?? "";
  await lastDay.click();
  await chooseTime(page);
  const email = uniqueEmail("cancelled-meanwhile");
  await confirmBooking(page, { name: "Gone Customer", email });
  await expect(page).toHaveURL(MANAGE_URL);
  await waitForHydration(page);

  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await signInWithoutTheForm(adminPage, baseURL ?? "");
  await open(adminPage, `/admin/bookings?q=${encodeURIComponent(email)}`);
  await adminPage.getByRole("link", { name: "Gone Customer" }).click();
  await adminPage.getByRole("button", { name: "Move", exact: true }).click();
  // Another date than the booked one: the cancel frees a time on the booked date, and a picker showing
  // that date would hear it and show the booking cancelled before the owner could press Move.
  await adminPage
    .locator(`button[data-date]:not([disabled]):not([data-date="${bookedDate}"])`)
    .last()
    .click();
  await adminPage.locator("button[data-slot-id]").last().click();

  // Meanwhile the customer cancels from the booking's own page.
  await page.getByRole("button", { name: "Cancel booking" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Yes, cancel my call" }).click();
  await expect(page.getByRole("heading", { name: "Your call is cancelled" })).toBeVisible();

  await adminPage.getByRole("button", { name: "Move the call to this time" }).click();
  await expect(toast(adminPage, "Nothing was changed", "This booking is cancelled already.")).toBeVisible();
  // Without a reload, the page says what happened.
  await expect(adminPage.getByTestId("booking-history")).toContainText("Cancelled by the customer");
  await admin.close();
});

test("the owner's texts too long are kept as typed, counted and refused beside their fields", async ({
  page,
  browser,
  baseURL,
}) => {
  await chooseFirstOpenTime(page);
  const email = uniqueEmail("owner-long-texts");
  await confirmBooking(page, { name: "Patient Customer", email });
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await signInWithoutTheForm(adminPage, baseURL ?? "");
  const countBeside = (id: string) => adminPage.locator(`label[for="${id}"] + [data-slot="character-count"]`);
  async function expectRefusedBeside(field: Locator, message: string) {
    await expect(field).toHaveAttribute("aria-invalid", "true");
    const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
    await expect(adminPage.locator(`[id="${describedBy}"]`)).toHaveText(message);
  }

  // The bookings list's search.
  await open(adminPage, "/admin/bookings");
  const search = adminPage.getByLabel("Name or e-mail");
  const longSearch = "s".repeat(BOOKINGS_SEARCH_MAX + 50);
  await search.fill(longSearch);
  await expect(countBeside("bookings-search")).toHaveText(
    `${longSearch.length} / ${BOOKINGS_SEARCH_MAX} characters`,
  );
  await expect(countBeside("bookings-search")).toHaveClass(/text-destructive/);
  await adminPage.getByRole("button", { name: "Show" }).click();
  await expect(adminPage).toHaveURL(/q=s+/);
  await expectRefusedBeside(
    search,
    `Search for at most ${BOOKINGS_SEARCH_MAX} characters of a name or an e-mail address.`,
  );
  await expect(search).toHaveValue(longSearch);
  await search.fill(email);
  await adminPage.getByRole("button", { name: "Show" }).click();
  await adminPage.getByRole("link", { name: "Patient Customer" }).click();

  // The owner's reason for cancelling: the dialog stays open with the schema's message, nothing cancelled.
  await adminPage.getByRole("button", { name: "Cancel booking" }).click();
  const dialog = adminPage.getByRole("alertdialog");
  const reason = dialog.getByLabel("Reason (optional, included in the customer's e-mail)");
  const longReason = "r".repeat(CANCEL_REASON_MAX + 100);
  await reason.fill(longReason);
  await expect(dialog.locator('[data-slot="character-count"]')).toHaveText(
    `${longReason.length} / ${CANCEL_REASON_MAX} characters`,
  );
  await dialog.getByRole("button", { name: "Yes, cancel it" }).click();
  await expectRefusedBeside(reason, CANCEL_REASON_TOO_LONG);
  await expect(reason).toHaveValue(longReason);
  await dialog.getByRole("button", { name: "Keep it" }).click();
  await adminPage.reload();
  await expect(adminPage.getByTestId("booking-history")).not.toContainText("cancelled");

  // A date override's note: checked with the server's schema before it is sent; nothing is added.
  await open(adminPage, "/admin/settings");
  const note = adminPage.locator("#note");
  const longNote = "n".repeat(OVERRIDE_NOTE_MAX + 50);
  await note.fill(longNote);
  await expect(countBeside("note")).toHaveText(`${longNote.length} / ${OVERRIDE_NOTE_MAX} characters`);
  await adminPage.getByRole("button", { name: "Block dates" }).click();
  await expectRefusedBeside(note, `The note must be at most ${OVERRIDE_NOTE_MAX} characters`);
  await expect(note).toHaveValue(longNote);
  await admin.close();
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test("the bookings list and a booking's screen fit the screen", async ({ page, browser, baseURL }) => {
    const visitor = await browser.newPage();
    await chooseFirstOpenTime(visitor);
    const email = uniqueEmail("a-rather-long-address-for-a-narrow-phone-screen");
    await confirmBooking(visitor, {
      name: "Maximiliane Wolkenstein-Rodenegg",
      email,
      notes: "We would like to automate the onboarding of new clients and our weekly reporting.",
    });
    await visitor.close();

    await signInWithoutTheForm(page, baseURL ?? "");
    await open(page, "/admin/bookings");
    await expectFitsTheScreen(page);
    await open(page, `/admin/bookings?q=${encodeURIComponent(email)}`);
    await page.getByRole("link", { name: "Maximiliane Wolkenstein-Rodenegg" }).click();
    await expect(page.getByTestId("booking-when")).toBeVisible();
    await expectFitsTheScreen(page);
    await page.getByRole("button", { name: "Move", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Choose a new time" })).toBeVisible();
    await expectFitsTheScreen(page);
  });
});
