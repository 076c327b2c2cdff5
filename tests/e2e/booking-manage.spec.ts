import type { Page } from "@playwright/test";
import { CANCEL_REASON_MAX } from "../../domain/cancel-reason";
import { fullDate } from "../../domain/slot-display";
import { manageMessages } from "../../server/booking/manage-booking";
import { calendarOf, mailTo } from "../support/e2e-mail";
import {
  cancelBookingAsAgency,
  expectNoAxeViolations,
  signInWithoutTheForm,
  waitForHydration,
} from "./admin-helpers";
import {
  chooseFirstOpenDay,
  chooseTime,
  confirmBooking,
  expect,
  liveSlotStreams,
  test,
  uniqueEmail,
} from "./booking-fixtures";

// After the booking: its own page, which survives a reload, and cancelling or moving it from there
// or from the e-mail's link; the agency's cancel reaches the customer with its reason.

async function chooseLastOpenDay(page: Page) {
  const day = page.locator("button[data-date]:not([disabled])").last();
  const date = (await day.getAttribute("data-date")) ?? "";
  await day.click();
  await expect(page).toHaveURL(new RegExp(`date=${date}`));
  return date;
}

const MANAGE_URL = /\/booking\/[A-Za-z0-9_-]{43}/;

/**
 * Books the first time of the last open day (other suites leave its times free) through the form, or
 * with `lastDay: false` of the first; returns what was booked. The customer's own cancel and move need
 * the last day: during the agency's working hours today's first open time is within the 2-hour notice,
 * so its page rightly offers neither.
 */
async function bookThroughThePage(page: Page, label: string, { index = 0, lastDay = true } = {}) {
  await page.goto("/book-call");
  await waitForHydration(page);
  const date = lastDay ? await chooseLastOpenDay(page) : await chooseFirstOpenDay(page);
  const { slotId, time } = await chooseTime(page, index);
  const email = uniqueEmail(label);
  await confirmBooking(page, { name: "Ada Lovelace", email });
  await expect(page).toHaveURL(MANAGE_URL);
  await waitForHydration(page);
  return { date, slotId, time, email };
}

test("book, reload the confirmation: the booking's own page, still there", async ({ page }) => {
  const { time, email } = await bookThroughThePage(page, "reload");
  await expect(page.getByText("Booking confirmed!", { exact: true })).toBeVisible();
  await expect(page).not.toHaveURL(/booked=1/);
  const address = page.url();
  await page.reload();
  await expect(page).toHaveURL(address);
  await expect(page.getByRole("heading", { name: "Booking Confirmed!" })).toBeVisible();
  await expect(page.getByTestId("confirmed-time")).toHaveText(`${time} CST`);
  await expect(page.getByText(`We've sent a confirmation email to ${email}`)).toBeVisible();
  await expect(page.getByTestId("booking-status")).toHaveText("Confirmed");
  await expect(page.getByRole("button", { name: "Reschedule" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel booking" })).toBeVisible();
  // The toast said it once; a reload does not repeat it.
  await expect(page.getByText("Booking confirmed!", { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Reschedule" }).click();
  await expect(page.getByRole("heading", { name: "Choose a new time" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a move in one browser: another browser watching the day sees both times change live", async ({
  page,
  visitors,
}) => {
  const { date, slotId: before } = await bookThroughThePage(page, "move");
  const watcher = await visitors.open();
  const streams = liveSlotStreams(watcher.page);
  await watcher.page.goto(`/book-call?date=${date}`);
  await waitForHydration(watcher.page);
  const slots = watcher.page.locator("button[data-slot-id]");
  await expect(slots.first()).toBeVisible();
  const after = (await slots.first().getAttribute("data-slot-id")) ?? "";
  await expect(watcher.page.locator(`button[data-slot-id="${before}"]`)).toHaveCount(0);
  await streams.connected(date);

  await page.getByRole("button", { name: "Reschedule" }).click();
  await page.locator(`button[data-date="${date}"]`).click();
  await page.locator(`button[data-slot-id="${after}"]`).click();
  await expect(page.locator(`button[data-slot-id="${after}"]`)).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Move my call to this time" }).click();
  await expect(page.getByRole("heading", { name: "Your call has moved" })).toBeVisible();
  // As after booking and cancelling: the heading that says what is true now, not the page's body.
  await expect(page.getByRole("heading", { name: "Your call has moved" })).toBeFocused();
  await expect(page.getByTestId("booking-status")).toContainText(/moved from \w+day, .* CST/);

  await expect(watcher.page.locator(`button[data-slot-id="${after}"]`)).toHaveCount(0, { timeout: 5_000 });
  await expect(watcher.page.locator(`button[data-slot-id="${before}"]`)).toBeVisible({ timeout: 5_000 });
  expect(watcher.problems).toEqual([]);
});

test("cancel from the e-mail's link: asked first, then cancelled, and told by e-mail", async ({
  page,
  visitors,
}) => {
  const { email } = await bookThroughThePage(page, "emailed");
  const [confirmation] = await mailTo(email);
  const link = /https?:\/\/\S+\/booking\/[A-Za-z0-9_-]{43}/.exec(confirmation?.text ?? "")?.[0] ?? "";
  expect(link).not.toBe("");

  const reader = await visitors.open();
  await reader.page.goto(link);
  await waitForHydration(reader.page);
  await expect(reader.page.getByRole("heading", { name: "Booking Confirmed!" })).toBeVisible();
  await reader.page.getByRole("button", { name: "Cancel booking" }).click();
  const dialog = reader.page.getByRole("alertdialog");
  await expect(dialog).toContainText("Cancel your call?");
  await dialog.getByRole("button", { name: "Keep my call" }).click();
  await expect(dialog).toHaveCount(0);
  await reader.page.getByRole("button", { name: "Cancel booking" }).click();
  await dialog.getByLabel("Reason (optional)").fill("Something came up");
  await dialog.getByRole("button", { name: "Yes, cancel my call" }).click();
  await expect(reader.page.getByRole("heading", { name: "Your call is cancelled" })).toBeVisible();

  const mails = await mailTo(email, { count: 2 });
  const cancellation = mails.find((mail) => mail.subject?.startsWith("Cancelled:"));
  expect(cancellation?.text).toContain("is cancelled, as you asked");
  expect(cancellation && calendarOf(cancellation)?.text).toContain("METHOD:CANCEL");

  // The link still opens the booking's state, and nothing its booker typed
  // (docs/decisions/032-the-bookers-time.md).
  await reader.page.reload();
  await expect(reader.page.getByRole("heading", { name: "Your call is cancelled" })).toBeVisible();
  await expect(reader.page.getByTestId("ended-call-when")).toContainText("was cancelled by you.");
  await expect(reader.page.getByText("Ada Lovelace")).toHaveCount(0);
  await expect(reader.page.getByRole("link", { name: "Book another time" })).toBeVisible();
  await expect(reader.page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  expect(reader.problems).toEqual([]);
});

test.describe("cancelled in another tab", () => {
  // The refusal (404: nothing left to change) is reported by the browser as a failed resource.
  test.use({ allowConsoleErrors: [/status of 404/] });

  test("a second cancel is refused, and the page shows the call cancelled beside the refusal", async ({
    page,
    context,
  }) => {
    await bookThroughThePage(page, "two-tabs");
    const other = await context.newPage();
    await other.goto(page.url());
    await waitForHydration(other);
    await other.getByRole("button", { name: "Cancel booking" }).click();
    await other.getByRole("alertdialog").getByRole("button", { name: "Yes, cancel my call" }).click();
    await expect(other.getByRole("heading", { name: "Your call is cancelled" })).toBeVisible();

    await page.getByRole("button", { name: "Cancel booking" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Yes, cancel my call" }).click();
    // Without a reload: the booking as it now is, and the refusal still there to read.
    await expect(page.getByRole("heading", { name: "Your call is cancelled" })).toBeVisible();
    await expect(page.getByTestId("booking-cancelled").getByRole("alert")).toHaveText(manageMessages.gone);
    await expect(page.getByTestId("ended-call-when")).toContainText("was cancelled by you.");
    await expect(page.getByTestId("booking-status")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Reschedule" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Cancel booking" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Your call is cancelled" })).toBeFocused();
  });
});

test("Keep this time closes the picker, says so to a screen reader, and leaves nothing of it in the address", async ({
  page,
}) => {
  await bookThroughThePage(page, "keep");
  const reschedule = page.getByRole("button", { name: "Reschedule" });
  await expect(reschedule).toHaveAttribute("aria-expanded", "false");
  await reschedule.click();
  const keep = page.getByRole("button", { name: "Keep this time" });
  await expect(keep).toHaveAttribute("aria-expanded", "true");
  const panel = page.locator(`[id="${await keep.getAttribute("aria-controls")}"]`);
  await expect(panel.getByRole("heading", { name: "Choose a new time" })).toBeVisible();
  const day = page.locator("button[data-date]:not([disabled])").first();
  const date = (await day.getAttribute("data-date")) ?? "";
  await day.click();
  await expect(page).toHaveURL(new RegExp(`date=${date}`));
  await chooseTime(page, 0);
  await expect(page).toHaveURL(/reschedule=1/);
  // The pick is the new time: the call's current one is on the card above.
  await expect(panel.getByTestId("chosen-slot")).toContainText(/^New time: /);

  await keep.click();
  await expect(reschedule).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("heading", { name: "Choose a new time" })).toHaveCount(0);
  await expect(page).not.toHaveURL(/[?&](date|slot|reschedule)=/);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Booking Confirmed!" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Choose a new time" })).toHaveCount(0);
});

test("a link's date that cannot be chosen says why, keeps the picker open, and leaves the address", async ({
  page,
}) => {
  await bookThroughThePage(page, "old-date");
  const [address] = page.url().split("?");
  await page.goto(`${address}?date=2020-01-06`);
  await expect(page.getByRole("heading", { name: "Choose a new time" })).toBeVisible();
  await expect(page.getByTestId("date-refused")).toHaveText(
    `The date in this link, ${fullDate("2020-01-06")}, has passed and can no longer be booked. Choose another date to see its available times.`,
  );
  await expect(page).not.toHaveURL(/date=/);
  await expect(page).toHaveURL(/reschedule=1/);
  await chooseLastOpenDay(page);
  await expect(page.getByTestId("date-refused")).toHaveCount(0);
});

test.describe("a cancel reason too long", () => {
  // The refusal (400) is reported by the browser as a failed resource; the dialog shows it.
  test.use({ allowConsoleErrors: [/status of 400/] });

  test("is kept as typed, counted, and refused beside the field: the call stays booked", async ({ page }) => {
    await bookThroughThePage(page, "long-reason");
    await page.getByRole("button", { name: "Cancel booking" }).click();
    const dialog = page.getByRole("alertdialog");
    const reason = dialog.getByLabel("Reason (optional)");
    const tooLong = "r".repeat(CANCEL_REASON_MAX + 100);
    await reason.fill(tooLong);
    const count = dialog.locator('label[for="cancel-reason"] + [data-slot="character-count"]');
    await expect(count).toHaveText(`${tooLong.length} / ${CANCEL_REASON_MAX} characters`);
    await expect(count).toHaveClass(/text-destructive/);
    await dialog.getByRole("button", { name: "Yes, cancel my call" }).click();
    await expect(reason).toHaveAttribute("aria-invalid", "true");
    const describedBy = (await reason.getAttribute("aria-describedby")) ?? "";
    await expect(dialog.locator(`[id="${describedBy}"]`)).toHaveText(
      `Please keep the reason under ${CANCEL_REASON_MAX} characters.`,
    );
    await expect(reason).toHaveValue(tooLong);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Booking Confirmed!" })).toBeVisible();
    await expect(page.getByTestId("booking-status")).toHaveText("Confirmed");
  });
});

test("the agency cancels with a reason, and the customer's e-mail carries it", async ({
  page,
  browser,
  baseURL,
}) => {
  const { date, time, email } = await bookThroughThePage(page, "owner", { lastDay: false });
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  try {
    await signInWithoutTheForm(adminPage, baseURL ?? "");
    await adminPage.goto(`/admin/time-slots?date=${date}`);
    await waitForHydration(adminPage);
    const slot = adminPage.getByTestId(`slot-${time}`);
    await cancelBookingAsAgency(adminPage, slot, "Our team is away that day");
    const history = slot
      .locator('[data-history="cancelled"]')
      .filter({ hasText: "Our team is away that day" });
    await expect(history).toContainText("Ada Lovelace's booking was cancelled by the agency on");
    await expect(history).toContainText("Reason: Our team is away that day");
    await expectNoAxeViolations(adminPage);

    const mails = await mailTo(email, { count: 2 });
    const cancellation = mails.find((mail) => mail.subject?.startsWith("Cancelled:"));
    expect(cancellation?.text).toContain("DVAT has cancelled your strategy call");
    expect(cancellation?.text).toContain("Reason: Our team is away that day");

    // The dashboard shows the booking as cancelled, by whom and when.
    await adminPage.goto("/admin?bookings=all");
    const entry = adminPage.locator("li[data-status=cancelled]").filter({ hasText: email });
    await expect(entry).toContainText("Cancelled by the agency on");
    await expect(entry).toContainText("Reason: Our team is away that day");
  } finally {
    await admin.close();
  }
});

test("a time chosen to move to and taken meanwhile by another visitor is named gone, not dropped unseen", async ({
  page,
  visitors,
  baseURL,
}) => {
  const { date: ownDate } = await bookThroughThePage(page, "mover");
  const streams = liveSlotStreams(page);
  await page.getByRole("button", { name: "Reschedule" }).click();
  // Another day than the booked one, whose times the other specs here move to.
  const day = page.locator(`button[data-date]:not([disabled]):not([data-date="${ownDate}"])`).first();
  await expect(day).toBeVisible();
  const date = (await day.getAttribute("data-date")) ?? "";
  expect(date).not.toBe(ownDate);
  await day.click();
  await streams.connected(date);
  const choice = page.locator("button[data-slot-id][aria-pressed=false]").first();
  const slotId = (await choice.getAttribute("data-slot-id")) ?? "";
  await choice.click();
  await expect(page.locator(`button[data-slot-id="${slotId}"]`)).toHaveAttribute("aria-pressed", "true");

  const other = await visitors.open();
  const booked = await other.page.request.post("/book-call.data", {
    headers: { Origin: baseURL ?? "" },
    form: { time_slot_id: slotId, customer_name: "Quick Visitor", customer_email: uniqueEmail("quick") },
  });
  expect(booked.status()).toBe(200);

  await expect(page.locator(`button[data-slot-id="${slotId}"]`)).toHaveCount(0);
  await expect(
    page.getByText("The time you chose is no longer available. Please choose another."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Move my call to this time" })).toBeDisabled();
});
