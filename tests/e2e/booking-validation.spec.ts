import type { Page } from "@playwright/test";
import { bookingFieldMax, phoneMessages } from "../../domain/booking-schema";
import { toast } from "./admin-helpers";
import { chooseFirstOpenTime, expect, fillDetails, sendHeld, test, uniqueEmail } from "./booking-fixtures";

// The browser reports every 400 answer as a failed resource; these tests expect them.
test.use({ allowConsoleErrors: [/status of 400/] });

async function expectFieldError(page: Page, label: string, message: string) {
  const field = page.getByLabel(label);
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(message);
}

test("each field's message appears under it, from the server's check", async ({ page }) => {
  await chooseFirstOpenTime(page);
  await fillDetails(page, { name: " A ", email: "not-an-email", phone: "call me maybe" });
  await page.getByRole("button", { name: "Confirm Booking" }).click();
  await expectFieldError(page, "Name", "Name must be at least 2 characters");
  await expectFieldError(page, "Email", "Invalid email address");
  await expectFieldError(page, "Phone", phoneMessages.characters);
  await expect(page.getByLabel("Name")).toBeFocused();

  await fillDetails(page, { name: "Ada Lovelace", email: uniqueEmail("phone"), phone: "12 34" });
  await page.getByRole("button", { name: "Confirm Booking" }).click();
  await expectFieldError(page, "Phone", phoneMessages.digits);
  await expect(page.getByLabel("Phone")).toBeFocused();
  await expect(page.getByLabel("Name")).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Email")).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("heading", { name: "Booking Confirmed!" })).toHaveCount(0);
});

test("the fields take no more than the server accepts (the schema's limits)", async ({ page }) => {
  await chooseFirstOpenTime(page);
  for (const [label, max] of [
    ["Name", bookingFieldMax.customer_name],
    ["Email", bookingFieldMax.customer_email],
    ["Phone", bookingFieldMax.customer_phone],
    ["Notes", bookingFieldMax.notes],
  ] as const) {
    const field = page.getByLabel(label);
    await expect(field).toHaveAttribute("maxlength", String(max));
    // Full, the field takes no more keys.
    await field.fill("1".repeat(max));
    await field.press("End");
    await field.pressSequentially("23");
    expect(await field.inputValue(), label).toBe("1".repeat(max));
  }
});

test("submitting without a time says 'Please select a time slot'", async ({ page }) => {
  const { date: first } = await chooseFirstOpenTime(page);
  // Choosing another date clears the chosen time instead of keeping it out of sight.
  const other = page.locator(`button[data-date]:not([disabled]):not([data-date="${first}"])`).first();
  await other.click();
  await expect(page.getByTestId("chosen-slot")).toHaveText("No time selected yet. Choose a time above.");
  await fillDetails(page, { name: "Ada Lovelace", email: uniqueEmail("noslot") });
  await page.getByRole("button", { name: "Confirm Booking" }).click();
  await expect(page.getByText("Please select a time slot")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Booking Confirmed!" })).toHaveCount(0);
});

test("a filled honeypot is refused with a generic message", async ({ page }) => {
  await chooseFirstOpenTime(page);
  const honeypot = page.locator('input[name="website"]');
  await expect(honeypot).not.toBeInViewport();
  await expect(honeypot).toHaveAttribute("tabindex", "-1");
  await honeypot.fill("https://spam.example", { force: true });
  await fillDetails(page, { name: "Spam Bot", email: uniqueEmail("bot") });
  await page.getByRole("button", { name: "Confirm Booking" }).click();
  await expect(
    toast(page, "Booking failed", "We could not process your booking. Please try again."),
  ).toBeVisible();
  // By the button too: a toast goes within seconds.
  await expect(page.getByTestId("booking-refusal")).toHaveText(
    "We could not process your booking. Please try again.",
  );
  await expect(page.getByRole("heading", { name: "Booking Confirmed!" })).toHaveCount(0);
});

test("while the booking is sent the button reads 'Booking...' and is disabled", async ({ page }) => {
  await chooseFirstOpenTime(page);
  const release = await sendHeld(page, { name: "A", email: uniqueEmail("pending") });
  release();
  await expect(page.getByRole("button", { name: "Confirm Booking" })).toBeEnabled();
  await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
});
