import type { Page } from "@playwright/test";
import { bookingFieldMax } from "../../domain/booking-form";
import { phoneMessages } from "../../domain/booking-schema";
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

/** The live count beside the label of the field `id`: "1200 / 1000", said as "… characters". */
function countOf(page: Page, id: string) {
  return page.locator(`label[for="${id}"] + [data-slot="character-count"]`);
}

test("too much text is kept as typed, counted against the schema's limit, and refused with its message", async ({
  page,
}) => {
  await chooseFirstOpenTime(page);
  const notes = page.getByLabel("Notes");
  await notes.fill("n".repeat(700));
  // Far from the limit, no count; near it, how much is used.
  await expect(countOf(page, "notes")).toHaveText("");
  await notes.fill("n".repeat(900));
  await expect(countOf(page, "notes")).toHaveText("900 / 1000 characters");
  await expect(countOf(page, "notes")).not.toHaveClass(/text-destructive/);
  // Pasted past the limit: nothing is cut off; the count says so in the error colour.
  const tooLong = {
    Name: "N".repeat(bookingFieldMax.customer_name + 20),
    Email: `${"e".repeat(bookingFieldMax.customer_email)}@example.com`,
    Phone: "1".repeat(bookingFieldMax.customer_phone + 5),
    Notes: "n".repeat(1200),
  };
  await fillDetails(page, {
    name: tooLong.Name,
    email: tooLong.Email,
    phone: tooLong.Phone,
    notes: tooLong.Notes,
  });
  await expect(countOf(page, "notes")).toHaveText("1200 / 1000 characters");
  await expect(countOf(page, "notes")).toHaveClass(/text-destructive/);
  await expect(countOf(page, "notes")).toHaveAttribute("role", "status");
  await expect(countOf(page, "customer_phone")).toHaveText(
    `${tooLong.Phone.length} / ${bookingFieldMax.customer_phone} characters`,
  );
  await page.getByRole("button", { name: "Confirm Booking" }).click();
  await expectFieldError(page, "Name", "Name must be less than 100 characters");
  await expectFieldError(page, "Email", "Email must be less than 255 characters");
  await expectFieldError(page, "Phone", "Phone must be less than 20 characters");
  await expectFieldError(page, "Notes", "Notes must be less than 1000 characters");
  for (const [label, value] of Object.entries(tooLong))
    await expect(page.getByLabel(label)).toHaveValue(value);
  await expect(page.getByRole("heading", { name: "Booking Confirmed!" })).toHaveCount(0);
  await expect(page).toHaveURL(/\/book-call/);
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
