import { waitForHydration } from "../support/hydration";
import {
  chooseFirstOpenDay,
  chooseFirstOpenTime,
  chooseTime,
  expect,
  fillDetails,
  test,
  uniqueEmail,
} from "./booking-fixtures";

// What a visitor typed into the booking form is never lost to a reload or to a refusal.

test("what was typed survives a reload, the 'other' words too, and is gone once the call is booked", async ({
  page,
}) => {
  await chooseFirstOpenTime(page);
  const email = uniqueEmail("draft");
  await fillDetails(page, { name: "Grace Draft", email, phone: "+1 555 010 0101", notes: "Invoices." });
  await page.getByLabel("What would you like to automate?").selectOption("other");
  await page.getByLabel("What else?").fill("Payroll runs");

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel("Name")).toHaveValue("Grace Draft");
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByLabel("Phone")).toHaveValue("+1 555 010 0101");
  await expect(page.getByLabel("Notes")).toHaveValue("Invoices.");
  await expect(page.getByLabel("What would you like to automate?")).toHaveValue("other");
  await expect(page.getByLabel("What else?")).toHaveValue("Payroll runs");

  await page.getByRole("button", { name: "Confirm Booking" }).click();
  await expect(page.getByRole("heading", { name: "Booking Confirmed!" })).toBeVisible();
  await expect(page.getByText("Payroll runs")).toHaveCount(0);

  // The next booking from this tab starts empty.
  await chooseFirstOpenTime(page);
  await expect(page.getByLabel("Name")).toHaveValue("");
  await expect(page.getByLabel("Email")).toHaveValue("");
  await expect(page.getByLabel("What would you like to automate?")).toHaveValue("");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, allowConsoleErrors: [/status of 400/] });

  test("a refused form comes back with everything as typed, and the reason beside the field", async ({
    page,
  }) => {
    await page.goto("/book-call");
    await chooseFirstOpenDay(page);
    await chooseTime(page, 0);
    await fillDetails(page, { name: "Ada NoScript", email: "not-an-email", notes: "Line one\nline two" });
    await page.getByLabel("Company size").selectOption("11-50");
    await page.getByRole("button", { name: "Confirm Booking" }).click();

    const email = page.getByLabel("Email");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#customer_email-error")).toHaveText("Invalid email address");
    await expect(email).toHaveValue("not-an-email");
    await expect(page.getByLabel("Name")).toHaveValue("Ada NoScript");
    await expect(page.getByLabel("Notes")).toHaveValue("Line one\nline two");
    await expect(page.getByLabel("Company size")).toHaveValue("11-50");
  });
});
