import { expectNoAxeViolations, reload, toast } from "./admin-helpers";
import { expect, test } from "./fixtures";

// Settings → Site Address: where the links in customers' e-mails point when PUBLIC_URL is unset. The
// e2e servers run without PUBLIC_URL, and the admin signed in at this page's address, so that is the
// confirmed one until the owner saves another.

test.describe("the site address in Settings", () => {
  test.use({ allowConsoleErrors: [/status of 400/] });
  test.use({ adminScreen: "/admin/settings" });

  test("shows where e-mailed links point, refuses a bad address in words, and keeps the origin of a good one", async ({
    page,
  }) => {
    const card = page.locator("[data-slot=card]", {
      has: page.getByRole("heading", { name: "Site Address" }),
    });
    const ownOrigin = new URL(page.url()).origin;
    await expect(card.getByText(`E-mails link to ${ownOrigin}`)).toBeVisible();
    // A loopback address is one customers cannot open: the card says so.
    await expect(card.getByRole("note")).toContainText("Customers cannot open links to");

    const field = card.getByLabel("Site address");
    await field.fill("ftp://agency.example");
    await card.getByRole("button", { name: "Save address" }).click();
    await expect(card.getByText("The address must start with https:// or http://")).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");

    await field.fill("book.agency.example/any/path");
    await card.getByRole("button", { name: "Save address" }).click();
    await expect(
      toast(page, "Site address saved", "Links in e-mails now open https://book.agency.example."),
    ).toBeVisible();
    await expect(field).toHaveValue("https://book.agency.example");
    await expect(card.getByText("E-mails link to https://book.agency.example")).toBeVisible();
    await expect(card.getByRole("note")).toHaveCount(0);
    await reload(page);
    await expect(card.getByText("E-mails link to https://book.agency.example")).toBeVisible();
    await expect(card).toContainText(/\(saved in Settings on [A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2} \d{4}\)/);
    await expectNoAxeViolations(page);

    // This worker's server goes on with other specs that open the links their e-mails carry.
    await field.fill(ownOrigin);
    await card.getByRole("button", { name: "Save address" }).click();
    await expect(card.getByText(`E-mails link to ${ownOrigin}`)).toBeVisible();
  });
});
