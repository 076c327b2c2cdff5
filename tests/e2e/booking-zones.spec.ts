import { axeFindings } from "./axe";
import { agencyZone, chooseFirstOpenDay, chooseTime, expect, test } from "./booking-fixtures";

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
