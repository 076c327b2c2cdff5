import { FIND_BOOKING_SENT } from "../../domain/find-booking";
import { mailTo } from "../support/e2e-mail";
import { expectNoAxeViolations, waitForHydration } from "./admin-helpers";
import { chooseFirstOpenTime, confirmBooking, expect, test, uniqueEmail } from "./booking-fixtures";

// A booker who lost the e-mail asks for the link on the booking page: the page says the same whatever
// the address, and the e-mail that arrives (read from the SMTP peer) opens the booking.

const MANAGE_URL = /https?:\/\/[^\s"<>]+\/booking\/[A-Za-z0-9_-]{43}/;

// The address typed wrong first is refused with 400, which the browser reports as it comes.
test.use({ allowConsoleErrors: [/status of 400 .*\/find-booking\.data/] });

test("Find my booking e-mails the link of an upcoming call, which opens it", async ({ page }) => {
  const { time } = await chooseFirstOpenTime(page);
  const email = uniqueEmail("find-my-booking");
  await confirmBooking(page, { name: "Lost Mail", email });

  await page.goto("/book-call");
  await waitForHydration(page);
  const find = page.getByTestId("find-booking");
  await find.getByLabel("The e-mail address you booked with").fill("not an address");
  await find.getByRole("button", { name: "E-mail me my links" }).click();
  await expect(find.getByText("Invalid email address")).toBeVisible();
  await expect(find.getByLabel("The e-mail address you booked with")).toHaveAttribute("aria-invalid", "true");
  await find.getByLabel("The e-mail address you booked with").fill(email);
  await find.getByRole("button", { name: "E-mail me my links" }).click();
  await expect(find.getByTestId("find-booking-sent")).toHaveText(FIND_BOOKING_SENT);
  // The booking page is as it was: nothing it shows changed.
  await expect(page).toHaveURL(/\/book-call$/);

  const mails = await mailTo(email, { count: 2 });
  const links = mails.find((mail) => mail.text?.includes("as you asked"));
  // The call's hours as every e-mail writes them (domain/call-time.ts): "15:00–16:00 CST".
  expect(links?.text).toMatch(new RegExp(`${time}–\\d\\d:\\d\\d CST`));
  const link = MANAGE_URL.exec(links?.text ?? "")?.[0] ?? "";
  await page.goto(new URL(link).pathname);
  await expect(page.getByTestId("confirmed-time")).toHaveText(`${time} CST`);
});

test.describe("on a link that opens nothing", () => {
  // The page's own data, read again after the form's answer, is the same 404 as the page was.
  test.use({ allowConsoleErrors: [/status of 404 .*\/booking\/A+\.data/] });

  test("Find my booking is offered, answering as for any address", async ({ page }) => {
    await page.goto(`/booking/${"A".repeat(43)}`);
    await waitForHydration(page);
    await expect(page.getByTestId("inactive-link")).toBeVisible();
    // The site's mark and a way home, as on every other booking page.
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    const find = page.getByTestId("find-booking");
    await find.getByLabel("The e-mail address you booked with").fill(uniqueEmail("nobody"));
    await find.getByRole("button", { name: "E-mail me my links" }).click();
    await expect(find.getByTestId("find-booking-sent")).toHaveText(FIND_BOOKING_SENT);
  });
});

test("its own page has the page's heading, a way home, and nothing axe finds", async ({ page }) => {
  await page.goto("/find-booking");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Find my booking" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  await expectNoAxeViolations(page);
});
