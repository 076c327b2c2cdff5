import { addDays, dateInZone, wallClockToInstant } from "../../domain/agency-time";
import { refusedDateMessage } from "../../domain/booking-params";
import { calendarOf, e2eAdminNotifyEmail, mailTo } from "../support/e2e-mail";
import { waitForHydration } from "./admin-helpers";
import {
  agencyToday,
  agencyZone,
  chooseFirstOpenDay,
  chooseFirstOpenTime,
  chooseTime,
  confirmBooking,
  expect,
  sendHeld,
  test,
  uniqueEmail,
} from "./booking-fixtures";

// A visitor whose computer is set to Tokyo, 14 to 15 hours ahead of the agency in Monterrey.
test.use({ timezoneId: "Asia/Tokyo" });

function utcStamp(instant: Date) {
  return instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** 'HH:mm' of an instant on Tokyo's clocks. */
function tokyoClock(instant: Date) {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: "Asia/Tokyo",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(instant);
}

test("a visitor in Tokyo books a call: agency dates, confirmation, calendar link and e-mail with invitation", async ({
  page,
}) => {
  await page.goto("/book-call");
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("heading", { name: "Select Date" })).toBeVisible();
  // The seven days are the agency's, starting with its today, not Tokyo's, and the strip says so.
  await expect(page.getByText("The next 7 days, as dates in Monterrey", { exact: true })).toBeVisible();
  const days = page.locator("button[data-date]");
  await expect(days).toHaveCount(7);
  await expect(days.first()).toHaveAttribute("data-date", agencyToday());
  // "Today" only while it is the same date in Tokyo (Monterrey's mornings); else no day is called today.
  if (dateInZone(new Date(), "Asia/Tokyo") === agencyToday())
    await expect(days.first()).toContainText("Today");
  else await expect(page.locator("button[data-date]", { hasText: "Today" })).toHaveCount(0);
  for (const day of await days.all()) {
    const count = Number(await day.locator("[data-slot=badge]").textContent());
    if (count === 0) await expect(day).toBeDisabled();
    else await expect(day).toBeEnabled();
  }
  await expect(page.getByRole("heading", { name: "Your Information" })).toHaveCount(0);

  const date = await chooseFirstOpenDay(page, { times: 2 });
  const { time } = await chooseTime(page, 1);
  await expect(page.getByTestId("chosen-slot")).toContainText(`at ${time} CST`);

  // The choice lives in the URL: a reload keeps it.
  await page.reload();
  await expect(page.locator("button[data-slot-id][aria-pressed=true]")).toHaveAttribute(
    "data-agency-time",
    time,
  );
  await expect(page.getByTestId("chosen-slot")).toContainText(`at ${time} CST`);

  const email = uniqueEmail("tokyo");
  await confirmBooking(page, {
    name: "Hanako Tokyo",
    email,
    phone: "+81 3 0000 0000",
    notes: "Automating <invoices> & more",
  });
  await expect(page.getByText("Booking confirmed!", { exact: true })).toBeVisible();
  await expect(page.getByText("You will receive a confirmation email shortly.")).toBeVisible();
  await expect(page.getByText(`We've sent a confirmation email to ${email}`)).toBeVisible();
  await expect(page.getByTestId("confirmed-time")).toHaveText(`${time} CST`);
  const weekdayDate = new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
  await expect(page.getByTestId("confirmed-date")).toHaveText(weekdayDate);

  const start = wallClockToInstant(date, `${time}:00`, agencyZone);
  const end = new Date(start.getTime() + 60 * 60_000);
  const calendar = page.getByRole("link", { name: "Add to Google Calendar" });
  await expect(calendar).toHaveAttribute("target", "_blank");
  await expect(calendar).toHaveAttribute("rel", /noopener/);
  const href = new URL((await calendar.getAttribute("href")) ?? "");
  expect(href.origin + href.pathname).toBe("https://calendar.google.com/calendar/render");
  expect(href.searchParams.get("action")).toBe("TEMPLATE");
  expect(href.searchParams.get("dates")).toBe(`${utcStamp(start)}/${utcStamp(end)}`);
  expect(href.searchParams.get("text")).toBe("Strategy Call with DVAT");
  // A fresh install meets in a Jitsi room of the booking's own (docs/decisions/036-a-place-to-meet.md).
  expect(href.searchParams.get("location")).toMatch(/^https:\/\/meet\.jit\.si\/StrategyCall-[0-9a-f]{32}$/);
  expect(href.toString()).not.toContain(email.split("@")[0] ?? email);
  expect(page.url()).not.toContain("tokyo");

  // The confirmation e-mail, through a real SMTP server, in the agency's time and the visitor's (the
  // zone the page showed, Tokyo's), with its invitation in UTC.
  const [confirmation] = await mailTo(email);
  const hours = `${time}–${String((Number(time.slice(0, 2)) + 1) % 24).padStart(2, "0")}:00 CST`;
  const tokyoHours = `${tokyoClock(start)}–${tokyoClock(end)} GMT+9 in Tokyo`;
  const subject = confirmation?.subject ?? "";
  expect(subject).toContain(`Your strategy call with DVAT is confirmed: ${weekdayDate}, ${hours} (`);
  expect(subject.endsWith(`${tokyoHours})`), subject).toBe(true);
  expect(confirmation?.text).toContain(`Time: ${hours}\nYour time: `);
  expect(confirmation?.text).toContain(tokyoHours);
  expect(confirmation?.html).toContain("Automating &lt;invoices&gt; &amp; more");
  const invitation = calendarOf(confirmation ?? ({ attachments: [] } as never));
  expect(invitation?.method).toBe("REQUEST");
  expect(invitation?.text).toContain(`DTSTART:${utcStamp(start)}`);
  expect(invitation?.text).toContain(`DTEND:${utcStamp(end)}`);
  expect(invitation?.text).toMatch(/UID:[0-9a-f-]{36}\n/);
  expect(invitation?.text).toContain(`mailto:${email}`);

  const notices = await mailTo(e2eAdminNotifyEmail, { count: 1 });
  expect(notices.some((notice) => notice.text?.includes(email))).toBe(true);

  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL("/");
});

test("back returns to the previous choice", async ({ page }) => {
  await page.goto("/book-call");
  const date = await chooseFirstOpenDay(page, { times: 3 });
  await chooseTime(page, 0);
  const second = await chooseTime(page, 2);
  await page.goBack();
  await expect(page.locator("button[data-slot-id][aria-pressed=true]")).not.toHaveAttribute(
    "data-slot-id",
    second.slotId,
  );
  await page.goBack();
  await expect(page.locator("button[data-slot-id][aria-pressed=true]")).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`date=${date}$`));
});

test("the button reads 'Booking...' and is disabled while the booking is on its way", async ({ page }) => {
  await chooseFirstOpenTime(page);
  const release = await sendHeld(page, { name: "Patient Visitor", email: uniqueEmail("pending") });
  release();
  await expect(page.getByRole("heading", { name: "Booking Confirmed!" })).toBeVisible();
});

test("a link's date that has passed, lies beyond the window or is no date says so, and leaves the address", async ({
  page,
}) => {
  const today = agencyToday();
  for (const asked of [addDays(today, -1), addDays(today, 120), "yesterday"]) {
    const slot = "00000000-0000-4000-8000-000000000000";
    await page.goto(`/book-call?date=${asked}&slot=${slot}`);
    await waitForHydration(page);
    await expect(page.getByTestId("date-refused")).toHaveText(refusedDateMessage(asked, [today]) ?? "");
    await expect(page.getByText("Choose a date to see its available times.")).toBeVisible();
    await expect(page).not.toHaveURL(/[?&](date|slot)=/);
    // The visitor's own zone, set on arrival in the same moment, stays.
    await expect(page).toHaveURL(/tz=Asia%2FTokyo/);
    await page.reload();
    await expect(page.getByTestId("date-refused")).toHaveCount(0);
  }
  await chooseFirstOpenDay(page);
  await expect(page.getByTestId("date-refused")).toHaveCount(0);
});
