import { expectNoAxeViolations, toast } from "./admin-helpers";
import { expect, test } from "./fixtures";

// Calendars → Subscription address: the owner makes the private address, copies it into a calendar
// app (here: reads it back from the clipboard and fetches it, as the app would), and revokes it.

test.describe("the bookings' subscription address on the Calendars page", () => {
  test.use({ adminScreen: "/admin/calendars" });

  test("is made, copied, read by a calendar app, and revoked", async ({ page, context, request }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const card = page.locator("[data-slot=card]", {
      has: page.getByRole("heading", { name: "Subscription address" }),
    });
    await expect(card.getByText("No subscription address")).toBeVisible();
    await card.getByRole("button", { name: "Create address" }).click();
    // The first address replaces none.
    await expect(
      toast(page, "Subscription address updated", /Subscribe to it from your calendar app/),
    ).toBeVisible();
    const field = card.getByLabel("Address to subscribe to");
    await expect(field).toHaveValue(/^webcal:\/\/.+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const address = await field.inputValue();

    await card.getByRole("button", { name: "Copy address" }).click();
    await expect(page.getByText("Address copied")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    const https = address.replace(/^webcal:/, new URL(page.url()).protocol);
    const feed = await request.get(https);
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    await expectNoAxeViolations(page);

    await card.getByRole("button", { name: "Revoke" }).click();
    await page.getByRole("button", { name: "Yes, revoke it" }).click();
    await expect(
      toast(page, "Subscription address updated", "Calendar apps subscribed to it get no more bookings."),
    ).toBeVisible();
    await expect(card.getByText("No subscription address")).toBeVisible();
    expect((await request.get(https)).status()).toBe(404);
  });
});
