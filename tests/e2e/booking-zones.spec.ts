import { mailTo } from "../support/e2e-mail";
import { waitForHydration } from "../support/hydration";
import { axeFindings } from "./axe";
import {
  agencyZone,
  chooseFirstOpenDay,
  chooseTime,
  clientAddress,
  confirmBooking,
  expect,
  test,
  uniqueEmail,
} from "./booking-fixtures";

function offsetOn(zone: string, date: string) {
  const noonInMonterrey = new Date(`${date}T18:00:00Z`);
  const name = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "shortOffset" })
    .formatToParts(noonInMonterrey)
    .find((part) => part.type === "timeZoneName")?.value;
  return name === "GMT" ? "GMT+0" : name;
}

function timeIn(zone: string, date: string, agencyTime: string) {
  // Monterrey is UTC-6 all year.
  const instant = new Date(`${date}T${agencyTime}:00-06:00`);
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(instant);
}

test("the zone selector offers the ten zones with their offsets on the chosen date and converts the times", async ({
  page,
}) => {
  await page.goto("/book-call");
  const date = await chooseFirstOpenDay(page);
  const select = page.getByLabel("View in:");
  await expect(select).toHaveValue(agencyZone);
  const labels = await select.locator("option").allTextContents();
  expect(labels).toEqual([
    "Monterrey (CST, GMT-6)",
    `New York (${offsetOn("America/New_York", date)})`,
    `Chicago (${offsetOn("America/Chicago", date)})`,
    `Denver (${offsetOn("America/Denver", date)})`,
    `Los Angeles (${offsetOn("America/Los_Angeles", date)})`,
    `London (${offsetOn("Europe/London", date)})`,
    `Paris (${offsetOn("Europe/Paris", date)})`,
    "Dubai (GMT+4)",
    "Singapore (GMT+8)",
    `Sydney (${offsetOn("Australia/Sydney", date)})`,
  ]);
  await expect(page.getByTestId("zone-note")).toHaveCount(0);

  const first = page.locator("button[data-slot-id]").first();
  const agencyTime = (await first.getAttribute("data-agency-time")) ?? "";
  await expect(first).toContainText(agencyTime);

  await select.selectOption("America/New_York");
  await expect(page).toHaveURL(/tz=America%2FNew_York/);
  await expect(first).toContainText(timeIn("America/New_York", date, agencyTime));
  await expect(first).toContainText(`${agencyTime} CST`);
  await expect(page.getByTestId("zone-note")).toHaveText(
    "Times are shown in New York time. Your confirmation will show CST (Monterrey time).",
  );

  await select.selectOption("Australia/Sydney");
  await expect(first).toContainText(timeIn("Australia/Sydney", date, agencyTime));
  await expect(first.locator("sup")).toHaveText("+1");

  // A shared link shows the same zone.
  await page.reload();
  await expect(page.getByLabel("View in:")).toHaveValue("Australia/Sydney");
  await chooseTime(page, 0);
  await expect(page.getByTestId("chosen-slot")).toContainText(`at ${agencyTime} CST`);
  await expect(page.getByTestId("chosen-slot")).toContainText("in Sydney");
});

test("the booking page has no accessibility violations, on a phone too", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/book-call");
  await chooseFirstOpenDay(page);
  await page.getByLabel("View in:").selectOption("Europe/London");
  await chooseTime(page, 0);
  expect((await axeFindings(page)).violations).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the zone is picked and shown with Show, keeping the date and the chosen time", async ({ page }) => {
    await page.goto("/book-call");
    const date = await chooseFirstOpenDay(page);
    const { slotId, time } = await chooseTime(page, 0);
    await page.getByLabel("View in:").selectOption("Asia/Dubai");
    await page.getByRole("button", { name: "Show", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`date=${date}`));
    await expect(page).toHaveURL(new RegExp(`slot=${slotId}`));
    await expect(page).toHaveURL(/tz=Asia%2FDubai/);
    await expect(page.getByLabel("View in:")).toHaveValue("Asia/Dubai");
    await expect(page.locator(`button[data-slot-id="${slotId}"]`)).toContainText(
      timeIn("Asia/Dubai", date, time),
    );
    await expect(page.getByTestId("chosen-slot")).toContainText("in Dubai");
  });
});

test.describe("a booker in Berlin", () => {
  test.use({ timezoneId: "Europe/Berlin" });

  test("keeps Berlin time: on the page, in the e-mails, and after a move from a laptop set to another zone", async ({
    page,
    browser,
  }) => {
    await page.goto("/book-call");
    await waitForHydration(page);
    await expect(page).toHaveURL(/tz=Europe%2FBerlin/);
    // The last day with two free times: one to book, one to move to; a move needs a time beyond the
    // notice (booking-manage.spec.ts says why). Other specs on this server book the last days too.
    const open = page.locator("button[data-date]:not([disabled])");
    await expect(open.first()).toBeVisible();
    let day = open.last();
    for (const candidate of (await open.all()).reverse())
      if (Number(await candidate.locator("[data-slot=badge]").textContent()) >= 2) {
        day = candidate;
        break;
      }
    const date = (await day.getAttribute("data-date")) ?? "";
    await day.click();
    await chooseTime(page, 0);
    const email = uniqueEmail("berlin");
    await confirmBooking(page, { name: "Ada Berlin", email });
    await expect(page.getByTestId("confirmed-time-yours")).toContainText("in Berlin");

    const [confirmation] = await mailTo(email);
    expect(confirmation?.subject).toMatch(
      /^Your strategy call with DVAT is confirmed: \w+day, .* CST \(.*GMT\+[12] in Berlin\)$/,
    );
    expect(confirmation?.text).toMatch(/\nYour time: .*GMT\+[12] in Berlin\n/);
    // The manage link: a short label, then the address alone on its line (a button in the HTML part).
    const link = /\nManage your booking\n(https?:\/\/\S+\/booking\/[A-Za-z0-9_-]{43})\n/.exec(
      confirmation?.text ?? "",
    )?.[1];
    expect(link).toBeDefined();
    expect(confirmation?.html).toMatch(
      /<a href="[^"]+\/booking\/[A-Za-z0-9_-]{43}"[^>]*>Manage your booking<\/a>/,
    );
    // The message as a phone's mail app lays it out: nothing wider than the screen.
    const phone = await browser.newPage({ viewport: { width: 375, height: 800 } });
    try {
      await phone.setContent(confirmation?.html ?? "");
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    } finally {
      await phone.close();
    }

    // Opened from the e-mail on a laptop set to Los Angeles: the booker's Berlin still stands.
    const laptop = await browser.newContext({
      timezoneId: "America/Los_Angeles",
      extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
    });
    try {
      const other = await laptop.newPage();
      await other.goto(link ?? "");
      await waitForHydration(other);
      await expect(other.getByTestId("confirmed-time-yours")).toContainText("in Berlin");
      await other.getByRole("button", { name: "Reschedule" }).click();
      await other.locator(`button[data-date="${date}"]`).click();
      const next = other.locator("button[data-slot-id]").first();
      await next.click();
      await expect(next).toHaveAttribute("aria-pressed", "true");
      await other.getByRole("button", { name: "Move my call to this time" }).click();
      await expect(other.getByRole("heading", { name: "Your call has moved" })).toBeVisible();
      await expect(other.getByTestId("confirmed-time-yours")).toContainText("in Berlin");
      await expect(other.getByTestId("booking-status")).toContainText(
        /moved from \w+day, .* CST \(.*GMT\+[12] in Berlin\)/,
      );
      await expect(other).not.toHaveURL(/Los_Angeles/);
    } finally {
      await laptop.close();
    }
    const moved = (await mailTo(email, { count: 2 })).find((mail) => mail.subject?.startsWith("Moved:"));
    expect(moved?.subject).toMatch(/GMT\+[12] in Berlin\)$/);
    expect(moved?.text).toMatch(/ It was \w+day, .* CST \(.*GMT\+[12] in Berlin\)\./);
  });
});
