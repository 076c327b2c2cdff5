import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations, open, signInAsAdmin, waitForHydration } from "./admin-helpers";
import { chooseFirstOpenDay, expect, fillDetails, test, uniqueEmail } from "./booking-fixtures";

// What a visitor on a keyboard and an owner with bookings meet: visible focus, focus where the typing
// goes next, pages without accessibility violations, and copy that reads right.

/** The colour a CSS colour string paints, as sRGB bytes (Chromium reports oklch() as written). */
async function rgbOf(page: Page, color: string): Promise<[number, number, number]> {
  return page.evaluate((css) => {
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no canvas");
    context.fillStyle = css;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
    return [r, g, b] as [number, number, number];
  }, color);
}

function luminance([r, g, b]: [number, number, number]) {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: [number, number, number], b: [number, number, number]) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Tabs until `target` has the keyboard focus (as a keyboard user reaches it). */
async function tabTo(page: Page, target: Locator) {
  for (let step = 0; step < 60; step++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error("never reached by Tab");
}

async function expectVisibleFocus(page: Page, target: Locator) {
  const style = await target.evaluate((element) => {
    const computed = getComputedStyle(element);
    return { color: computed.outlineColor, width: computed.outlineWidth, style: computed.outlineStyle };
  });
  expect(style.style).not.toBe("none");
  expect(Number.parseFloat(style.width)).toBeGreaterThanOrEqual(2);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const ratio = contrast(await rgbOf(page, style.color), await rgbOf(page, background));
  expect(ratio, `focus outline ${style.color} on ${background}`).toBeGreaterThanOrEqual(3);
}

test("date and time buttons show a focus outline of at least 3:1; a chosen time sends focus to Name", async ({
  page,
}) => {
  await open(page, "/book-call");
  const day = page.locator("button[data-date]:not([disabled])").first();
  await tabTo(page, day);
  await expectVisibleFocus(page, day);

  await chooseFirstOpenDay(page);
  const time = page.locator("button[data-slot-id]").first();
  await tabTo(page, time);
  await expectVisibleFocus(page, time);
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Name")).toBeFocused();
});

test("a project page's call to action reads right", async ({ page }) => {
  await page.goto("/projects/response-generator");
  await expect(page.getByText(/a solution like the AI Response Generator would look like/)).toBeVisible();
});

test("the admin pages, with a booking present, have no accessibility violations", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const visitorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto("/book-call");
  await waitForHydration(visitor);
  const date = await chooseFirstOpenDay(visitor);
  await visitor.locator("button[data-slot-id]").first().click();
  await fillDetails(visitor, {
    name: "Axe Booker",
    email: uniqueEmail("axe"),
    phone: "+1 555 0100",
    notes: "Notes",
  });
  await visitor.getByRole("button", { name: "Confirm Booking" }).click();
  await expect(visitor.getByRole("heading", { name: "Booking Confirmed!" })).toBeVisible();
  await expectNoAxeViolations(visitor);
  await visitorContext.close();

  await signInAsAdmin(page);
  await expect(page.getByText("Axe Booker").first()).toBeVisible();
  await expectNoAxeViolations(page);
  await open(page, `/admin/time-slots?date=${date}`);
  await expect(page.getByText("Axe Booker")).toBeVisible();
  // The calendar marks the booked day as such.
  await expect(page.locator(`[data-day="${date}"] button`)).toHaveAccessibleName(/, has bookings$/);
  await expectNoAxeViolations(page);
  await open(page, "/admin/settings");
  await expectNoAxeViolations(page);
});

/** The boxes of these elements once the page has stopped moving: the same in two readings apart. */
async function settledBoxes(parts: Locator[]) {
  let last = "";
  let boxes: Awaited<ReturnType<Locator["boundingBox"]>>[] = [];
  await expect
    .poll(async () => {
      boxes = await Promise.all(parts.map((part) => part.boundingBox()));
      const reading = JSON.stringify(boxes);
      const still = reading === last;
      last = reading;
      return still;
    })
    .toBe(true);
  return boxes;
}

for (const screen of [
  { name: "a laptop", viewport: { width: 1280, height: 720 } },
  { name: "a phone", viewport: { width: 375, height: 740 } },
]) {
  test(`the confirmation on ${screen.name}: one heading, the date on one line, both zones, and no toast over it`, async ({
    page,
  }) => {
    await page.setViewportSize(screen.viewport);
    await open(page, "/book-call?tz=Europe/London");
    await chooseFirstOpenDay(page);
    const time = page.locator("button[data-slot-id]").first();
    const agencyTime = (await time.getAttribute("data-agency-time")) ?? "";
    await time.click();
    await fillDetails(page, { name: "Zoe Zones", email: uniqueEmail("zones") });
    await page.getByRole("button", { name: "Confirm Booking" }).click();
    const heading = page.getByRole("heading", { name: "Booking Confirmed!" });
    await expect(heading).toBeVisible();
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByTestId("confirmed-time")).toHaveText(new RegExp(`^${agencyTime} `));
    await expect(page.getByTestId("confirmed-time-yours")).toContainText("in London");

    const date = page.getByTestId("confirmed-date");
    const lineHeight = await date.evaluate((element) =>
      Number.parseFloat(getComputedStyle(element).lineHeight),
    );
    expect((await date.boundingBox())?.height ?? 0).toBeLessThan(lineHeight * 1.5);

    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Booking confirmed!" });
    await expect(toast).toBeVisible();
    // Measured once still: the page scrolls smoothly up to the confirmation while the toast slides in,
    // and halfway through both the toast can sit over the heading.
    const [toastBox, headingBox, closeBox] = await settledBoxes([
      toast,
      heading,
      toast.locator("[data-close-button]"),
    ]);
    if (!toastBox || !headingBox || !closeBox) throw new Error("not laid out");
    const covers = (box: { x: number; y: number; width: number; height: number }) =>
      toastBox.x < box.x + box.width &&
      box.x < toastBox.x + toastBox.width &&
      toastBox.y < box.y + box.height &&
      box.y < toastBox.y + toastBox.height;
    expect(covers(headingBox), "the toast covers the heading").toBe(false);
    // Nor anything the confirmation says or offers: its times and its actions.
    for (const part of await page
      .locator('main [data-testid^="confirmed-"], main button, main a[target="_blank"]')
      .all()) {
      const box = await part.boundingBox();
      if (box) expect(covers(box), `the toast covers ${await part.textContent()}`).toBe(false);
    }
    // The close button sits inside its toast.
    expect(closeBox.x).toBeGreaterThanOrEqual(toastBox.x);
    expect(closeBox.y).toBeGreaterThanOrEqual(toastBox.y);
    expect(closeBox.x + closeBox.width).toBeLessThanOrEqual(toastBox.x + toastBox.width);
    expect(closeBox.y + closeBox.height).toBeLessThanOrEqual(toastBox.y + toastBox.height);
  });
}

test("'+1' on a time in a zone a day ahead is explained in words", async ({ page }) => {
  await open(page, "/book-call?tz=Australia/Sydney");
  await chooseFirstOpenDay(page);
  await expect(page.locator("button[data-slot-id] sup").first()).toHaveText("+1");
  await expect(page.getByTestId("day-shift-note")).toHaveText("+1: the next day in Sydney time.");
});

test("the sign-in and booking pages carry the agency's mark, linking home", async ({ page }) => {
  for (const path of ["/admin/login", "/book-call"]) {
    await open(page, path);
    await expect(page.getByRole("link", { name: "DVAT" }).first()).toHaveAttribute("href", "/");
  }
});

test.describe("a visitor in Tokyo", () => {
  test.use({ timezoneId: "Asia/Tokyo" });

  test("sees the times in their own zone on arrival, added to the list", async ({ page }) => {
    await open(page, "/book-call");
    await expect(page).toHaveURL(/tz=Asia%2FTokyo|tz=Asia\/Tokyo/);
    await chooseFirstOpenDay(page);
    await expect(page.getByLabel("View in:")).toHaveValue("Asia/Tokyo");
    await expect(page.getByLabel("View in:").locator("option:checked")).toHaveText(/^Tokyo \(GMT\+9\)$/);
    await expect(page.getByTestId("zone-note")).toContainText("Times are shown in Tokyo time.");
  });
});
