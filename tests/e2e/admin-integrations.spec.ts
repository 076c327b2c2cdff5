import { Webhook } from "standardwebhooks";
import { e2eAdmin } from "../../playwright.config";
import { generateSlots } from "../../server/availability/generate";
import { everyDay, setWeeklyHours } from "../support/hours-factory";
import { WebhookReceiver } from "../support/webhook-receiver";
import { agencyZone, signInWithoutTheForm, waitForHydration } from "./admin-helpers";
import { chooseFirstOpenTime, confirmBooking, uniqueEmail } from "./booking-fixtures";
import { expectFitsTheScreen } from "./fits-the-screen";
import { expect, test } from "./fixtures";
import { ownServer } from "./own-server";

// The owner connects the agency's own tool: adds an endpoint, sends the test event and sees it in the
// delivery log; a call booked on /book-call then arrives there too, signed. On a server of its own that
// may post to this machine (WEBHOOK_ALLOWED_HOSTS), so no other spec's bookings reach the receiver.

const server = ownServer(
  async (db) => {
    await setWeeklyHours(db, everyDay(["00:00:00", "23:00:00"]));
    await generateSlots(db, { days: 7, now: new Date(), agencyZone });
  },
  { WEBHOOK_ALLOWED_HOSTS: "127.0.0.1", ADMIN_EMAIL: e2eAdmin.email, ADMIN_PASSWORD: e2eAdmin.password },
);

let receiver: WebhookReceiver;
test.beforeAll(async () => {
  receiver = await WebhookReceiver.start();
});
test.afterAll(async () => {
  await receiver?.stop();
});

test("the owner adds an endpoint, sends the test event, and sees it and a new booking in the log", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await signInWithoutTheForm(page, server.url);
  await page.goto("/admin");
  await waitForHydration(page);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Integrations" }).click();
  await expect(page).toHaveURL(/\/admin\/integrations$/);
  await waitForHydration(page);

  // Bad input is refused in words, and nothing is added.
  await page.getByLabel("Endpoint address").fill("ftp://hooks.example.com/agency");
  await page.getByRole("button", { name: "Add endpoint" }).click();
  await expect(page.getByText("The address must start with https://")).toBeVisible();
  await expect(page.getByText("No endpoints yet")).toBeVisible();

  await page.getByLabel("Endpoint address").fill(receiver.url);
  await page.getByRole("button", { name: "Add endpoint" }).click();
  const secret = (await page.getByTestId("signing-secret").textContent()) ?? "";
  expect(secret).toMatch(/^whsec_/);
  // It says which endpoint it signs for: with several, the owner copies it into the right receiver.
  const secretBox = page.getByRole("status").filter({ hasText: secret });
  await expect(secretBox).toContainText(`Signing secret of ${new URL(receiver.url).href} — copy it now`);
  // How a receiver checks it, right there: an owner in the admin area may never see the README.
  await expect(secretBox).toContainText(
    "every delivery carries the Standard Webhooks headers webhook-id, webhook-timestamp and webhook-signature, which any Standard Webhooks library (such as standardwebhooks) verifies against this secret and the raw body.",
  );
  await expect(secretBox).not.toContainText("README");
  const endpoint = page.getByRole("list", { name: "Endpoints" }).getByRole("listitem").first();
  await expect(endpoint).toContainText(receiver.url);
  await expect(endpoint).toContainText("Enabled");
  // The field is free for the next endpoint.
  await expect(page.getByLabel("Endpoint address")).toHaveValue("");
  // On the narrowest phone, with the secret on screen and, later, a log.
  await page.setViewportSize({ width: 375, height: 740 });
  await expectFitsTheScreen(page);

  await endpoint.getByRole("button", { name: "Send test event" }).click();
  await expect(page.getByText("Test event queued: its delivery appears in the log below.")).toBeVisible();
  await expect.poll(() => receiver.received.length).toBe(1);
  // No reload: while an event is due the page looks again every two seconds, until the log shows it.
  const log = endpoint.getByRole("list", { name: "Delivery log" });
  await expect(log.getByRole("listitem").filter({ hasText: "webhook.test" })).toContainText("HTTP 200", {
    timeout: 15_000,
  });

  // A visitor books a call on the public page.
  const visitor = await context.newPage();
  await chooseFirstOpenTime(visitor);
  const email = uniqueEmail("webhook");
  await confirmBooking(visitor, { name: "Hook Visitor", email });
  await expect.poll(() => receiver.received.length).toBe(2);
  const booked = new Webhook(secret).verify(
    receiver.received[1]?.body ?? "",
    receiver.received[1]?.headers ?? {},
  );
  expect(booked).toMatchObject({
    type: "booking.created",
    data: { booking: { customer: { name: "Hook Visitor", email } } },
  });

  await page.reload();
  await waitForHydration(page);
  await expect(log.getByRole("listitem").filter({ hasText: "booking.created" })).toContainText("HTTP 200");
  // The secret was shown once: not after a reload.
  await expect(page.getByTestId("signing-secret")).toHaveCount(0);
  await expectFitsTheScreen(page);
  expect(await page.content()).not.toContain(secret);
  await context.close();
});
