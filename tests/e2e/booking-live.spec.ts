import { messages } from "../../server/booking/submit-booking";
import { toast } from "./admin-helpers";
import {
  chooseFirstOpenTime,
  confirmBooking,
  expect,
  fillDetails,
  test,
  uniqueEmail,
  watchedBooking,
} from "./booking-fixtures";

test("a booking in one browser removes the slot from another within seconds, without reload", async ({
  visitors,
}) => {
  const { watcher, booker, date, slotInWatcher, book } = await watchedBooking(visitors);
  const day = watcher.page.locator(`button[data-date="${date}"] [data-slot=badge]`);
  const countBefore = Number(await day.textContent());

  await book("Booker One");

  await expect(slotInWatcher).toHaveCount(0, { timeout: 5_000 });
  await expect(day).toHaveText(String(countBefore - 1));
  expect([...watcher.problems, ...booker.problems]).toEqual([]);
});

test("a time taken meanwhile answers 'Booking failed' with a clear message and refreshes the times", async ({
  visitors,
}) => {
  const late = await visitors.open({
    allowConsoleErrors: [/status of 409/, /ERR_FAILED|api\/slots\/events/],
  });
  const early = await visitors.open();
  // The late visitor misses live updates (a dropped stream), so only the server can tell.
  await late.page.route("**/api/slots/events**", (route) => route.abort());
  const { date, slotId } = await chooseFirstOpenTime(late.page);
  await fillDetails(late.page, { name: "Late Visitor", email: uniqueEmail("late") });

  await early.page.goto(`/book-call?date=${date}&slot=${slotId}`);
  await expect(early.page.locator(`button[data-slot-id="${slotId}"]`)).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await confirmBooking(early.page, { name: "Early Visitor", email: uniqueEmail("early") });

  await late.page.getByRole("button", { name: "Confirm Booking" }).click();
  await expect(
    toast(late.page, "Booking failed", "This time was just booked. Please choose another."),
  ).toBeVisible();
  await expect(late.page.locator(`button[data-slot-id="${slotId}"]`)).toHaveCount(0);
  // The pressed button was disabled while the booking was on its way: the focus comes back by the times.
  await expect(
    late.page.getByText("The time you chose is no longer available. Please choose another."),
  ).toBeFocused();
  await expect(late.page.getByTestId("chosen-slot")).toHaveText("No time selected yet. Choose a time above.");
  // The refusal was of that time: with it gone, nothing by the button says the booking failed.
  await expect(late.page.getByTestId("booking-refusal")).toHaveCount(0);
});

test("mistakes count for nothing: ten refused forms, then the booking goes through", async ({ visitors }) => {
  const visitor = await visitors.open({ allowConsoleErrors: [/status of 400/] });
  await chooseFirstOpenTime(visitor.page);
  await fillDetails(visitor.page, { name: "X", email: uniqueEmail("typos") });
  const confirm = visitor.page.getByRole("button", { name: "Confirm Booking" });
  for (let attempt = 1; attempt <= 10; attempt++) {
    // The booking's own answer, not the funnel's beacon (a POST of its own, answered 204).
    const answer = visitor.page.waitForResponse(
      (response) =>
        response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/book-call"),
    );
    await confirm.click();
    expect((await answer).status()).toBe(400);
  }
  await confirmBooking(visitor.page, { name: "Xavier Typo" });
  expect(visitor.problems).toEqual([]);
});

test("a third upcoming call with one e-mail is refused, saying why and what to do", async ({
  visitors,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const visitor = await visitors.open({ allowConsoleErrors: [/status of 429/] });
  const email = uniqueEmail("limit");
  const { slotId } = await chooseFirstOpenTime(visitor.page);
  // Two calls booked with this e-mail (as the page's form sends them), on other times of the week...
  const today = await (await visitor.page.request.get("/api/booking-calendar")).json();
  const others: string[] = [];
  for (const { date } of today.days as { date: string }[]) {
    const day = await (await visitor.page.request.get(`/api/booking-calendar?date=${date}`)).json();
    for (const slot of day.slots as { id: string }[]) if (slot.id !== slotId) others.push(slot.id);
  }
  for (const other of others.slice(-2)) {
    const booked = await visitor.page.request.post("/book-call.data", {
      headers: { Origin: baseURL ?? "" },
      form: { time_slot_id: other, customer_name: "Lima Limit", customer_email: email },
    });
    expect(booked.status()).toBe(200);
  }
  // ...and a third, from the page.
  await fillDetails(visitor.page, { name: "Lima Limit", email });
  await visitor.page.getByRole("button", { name: "Confirm Booking" }).click();
  const why = messages.upcomingPerEmail(2);
  expect(why).toContain("Find my booking, below, sends the links again");
  await expect(toast(visitor.page, "Booking failed", why)).toBeVisible();
  // Also by the button, where the visitor is looking: a toast goes within seconds.
  await expect(visitor.page.getByTestId("booking-refusal")).toHaveText(why);
  // The time is still offered to others.
  await expect(visitor.page.locator(`button[data-slot-id="${slotId}"]`)).toBeVisible();
  expect(visitor.problems).toEqual([]);
});
