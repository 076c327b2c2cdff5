import type { Page } from "@playwright/test";
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
  await fillDetails(page, {
    name: " A ",
    email: "not-an-email",
    phone: "1".repeat(21),
    notes: "n".repeat(1001),
  });
  await page.getByRole("button", { name: "Confirm Booking" }).click();
  await expectFieldError(page, "Name", "Name must be at least 2 characters");
  await expectFieldError(page, "Email", "Invalid email address");
  await expectFieldError(page, "Phone", "Phone must be less than 20 characters");
  await expectFieldError(page, "Notes", "Notes must be less than 1000 characters");
  await expect(page.getByLabel("Name")).toBeFocused();

  await fillDetails(page, {
    name: "N".repeat(101),
    email: `${"e".repeat(250)}@example.com`,
    phone: "",
    notes: "",
  });
  await page.getByRole("button", { name: "Confirm Booking" }).click();
  await expectFieldError(page, "Name", "Name must be less than 100 characters");
  await expectFieldError(page, "Email", "Email must be less than 255 characters");
  await expect(page.getByLabel("Phone")).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Notes")).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("heading", { name: "Booking Confirmed!" })).toHaveCount(0);
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
  await expect(page.getByText("Booking failed")).toBeVisible();
  await expect(page.getByText("We could not process your booking. Please try again.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Booking Confirmed!" })).toHaveCount(0);
});

test("while the booking is sent the button reads 'Booking...' and is disabled", async ({ page }) => {
  await chooseFirstOpenTime(page);
  const release = await sendHeld(page, { name: "A", email: uniqueEmail("pending") });
  release();
  await expect(page.getByRole("button", { name: "Confirm Booking" })).toBeEnabled();
  await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
});
