import type { Page } from "@playwright/test";
import { expectNoAxeViolations, toast } from "./admin-helpers";
import {
  chooseFirstOpenDay,
  chooseTime,
  confirmBooking,
  expect,
  test,
  uniqueEmail,
} from "./booking-fixtures";
import { expectFitsTheScreen } from "./fits-the-screen";

// Settings → Place to Meet: the owner chooses how calls happen, and a visitor who books then sees
// where to meet on the booking's own page (the confirmation), with its Google Calendar link.

test.use({ adminScreen: "/admin/settings", allowConsoleErrors: [/status of 400/] });

// A Zoom link as Zoom writes it, with its passcode: long, with no place to break it.
const ZOOM = "https://us02web.zoom.us/j/5550100123?pwd=Q2FsbE1lTWF5YmVBbmRXaGF0SXNUaGlzTG9uZ1Bhc3N3b3Jk";

function placeCard(page: Page) {
  return page.locator("[data-slot=card]", { has: page.getByRole("heading", { name: "Place to Meet" }) });
}

async function choosePlace(page: Page, option: string, fill?: { label: string; value: string }) {
  const card = placeCard(page);
  await card.getByRole("radio", { name: option }).check();
  if (fill) await card.getByLabel(fill.label, { exact: true }).fill(fill.value);
  await card.getByRole("button", { name: "Save place" }).click();
  await expect(toast(page, "Place to meet saved", /New bookings: /)).toBeVisible();
}

test("the owner chooses a video link, then phone calls; visitors see where to meet once booked", async ({
  page,
  visitors,
}) => {
  const card = placeCard(page);
  await card.getByRole("radio", { name: /My video link/ }).check();
  const link = card.getByLabel(/Video link/);
  await link.fill("http://zoom.us/j/5550100");
  await card.getByRole("button", { name: "Save place" }).click();
  await expect(
    card.getByText("The video link must start with https://, so customers join over a secure connection"),
  ).toBeVisible();
  await expect(link).toHaveAttribute("aria-invalid", "true");
  await link.fill(ZOOM);
  await expect(card.getByText("(opens Zoom)")).toBeVisible();
  await card.getByRole("button", { name: "Save place" }).click();
  await expect(toast(page, "Place to meet saved", `New bookings: Zoom: ${ZOOM}.`)).toBeVisible();
  await expect(card.getByTestId("meeting-place-now")).toContainText(`Zoom: ${ZOOM}`);
  await expectNoAxeViolations(page);

  try {
    const visitor = (await visitors.open()).page;
    await visitor.goto("/book-call");
    await chooseFirstOpenDay(visitor);
    await chooseTime(visitor);
    await expect(visitor.getByTestId("call-manner")).toHaveText(
      "The call is a video call: your confirmation gives the link to join.",
    );
    await confirmBooking(visitor, { name: "Ada Lovelace", email: uniqueEmail("place-video") });
    await expect(visitor).toHaveURL(/\/booking\/[A-Za-z0-9_-]{43}/);
    const where = visitor.getByTestId("place-to-meet");
    await expect(where).toContainText("Video call on Zoom");
    await expect(where.getByRole("link", { name: "Join the video call" })).toHaveAttribute("href", ZOOM);
    const calendar = new URL(
      (await visitor.getByRole("link", { name: "Add to Google Calendar" }).getAttribute("href")) ?? "",
    );
    expect(calendar.searchParams.get("location")).toBe(ZOOM);
    // The booking's own page, opened again from its link on a phone: the same place, on the screen.
    await visitor.setViewportSize({ width: 375, height: 812 });
    await visitor.reload();
    await expect(visitor.getByTestId("place-to-meet")).toContainText("Video call on Zoom");
    await expectFitsTheScreen(visitor);
    await expectNoAxeViolations(visitor);

    await choosePlace(page, "A phone call");
    const caller = (await visitors.open({ allowConsoleErrors: [/status of 400/] })).page;
    await caller.goto("/book-call");
    await chooseFirstOpenDay(caller);
    await chooseTime(caller);
    await expect(caller.getByTestId("call-manner")).toHaveText(
      "The call is a phone call: we call you, so your phone number is required.",
    );
    await expect(caller.getByText("(required: we call you at this number)")).toBeVisible();
    await caller.getByLabel("Name").fill("Grace Hopper");
    await caller.getByLabel("Email").fill(uniqueEmail("place-phone"));
    await caller.getByRole("button", { name: "Confirm Booking" }).click();
    const phone = caller.getByLabel("Phone");
    await expect(
      caller.getByText("Phone is required: the call is a phone call, and we call you at this number"),
    ).toBeVisible();
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toBeFocused();
    await confirmBooking(caller, { phone: "+1 555 0100" });
    await expect(caller.getByTestId("place-to-meet")).toContainText("Phone call");
    await expect(caller.getByTestId("place-to-meet")).toContainText("will call you at +1 555 0100.");

    await card.getByRole("radio", { name: /In person, at an address/ }).check();
    await expect(card.getByLabel(/Video link/)).toHaveCount(0);
    await card.getByLabel("Address", { exact: true }).fill("Here");
    await card.getByRole("button", { name: "Save place" }).click();
    await expect(card.getByText(/Write the whole address/)).toBeVisible();
    await choosePlace(page, "In person, at an address", {
      label: "Address",
      value: "Av. Constitución 100, Monterrey",
    });
    await expect(card.getByTestId("meeting-place-now")).toContainText(
      "In person at Av. Constitución 100, Monterrey",
    );
    // The page's other address, the site's, is a field of its own: its label leads to it.
    const siteCard = page.locator("[data-slot=card]", {
      has: page.getByRole("heading", { name: "Site Address" }),
    });
    await expect(siteCard.getByLabel("Site address")).toHaveCount(1);
    await expectNoAxeViolations(page);
  } finally {
    // This worker's server goes on with other specs, whose visitors book with no phone.
    await choosePlace(page, "A Jitsi Meet room for each call");
  }
});
