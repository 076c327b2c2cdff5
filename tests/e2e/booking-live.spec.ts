import {
  chooseFirstOpenDay,
  chooseTime,
  expect,
  fillDetails,
  liveSlotStreams,
  newVisitor,
  test,
  uniqueEmail,
} from "./booking-fixtures";

test("a booking in one browser removes the slot from another within seconds, without reload", async ({
  browser,
}) => {
  const watcher = await newVisitor(browser);
  const streams = liveSlotStreams(watcher.page);
  const booker = await newVisitor(browser);
  try {
    await watcher.page.goto("/book-call");
    const date = await chooseFirstOpenDay(watcher.page);
    await booker.page.goto(`/book-call?date=${date}`);
    const { slotId } = await chooseTime(booker.page, 0);
    const slotInWatcher = watcher.page.locator(`button[data-slot-id="${slotId}"]`);
    await expect(slotInWatcher).toBeVisible();
    const day = watcher.page.locator(`button[data-date="${date}"] [data-slot=badge]`);
    const countBefore = Number(await day.textContent());

    // The watcher's stream is connected before the change it should hear about.
    await streams.connected(date);
    await fillDetails(booker.page, { name: "Booker One", email: uniqueEmail("booker") });
    await booker.page.getByRole("button", { name: "Confirm Booking" }).click();
    await expect(booker.page.getByRole("heading", { name: "Booking Confirmed!" })).toBeVisible();

    await expect(slotInWatcher).toHaveCount(0, { timeout: 5_000 });
    await expect(day).toHaveText(String(countBefore - 1));
    expect([...watcher.problems, ...booker.problems]).toEqual([]);
  } finally {
    await watcher.context.close();
    await booker.context.close();
  }
});

test("a time taken meanwhile answers 'Booking failed' with a clear message and refreshes the times", async ({
  browser,
}) => {
  const late = await newVisitor(browser, {
    allowConsoleErrors: [/status of 409/, /ERR_FAILED|api\/slots\/events/],
  });
  const early = await newVisitor(browser);
  try {
    // The late visitor misses live updates (a dropped stream), so only the server can tell.
    await late.page.route("**/api/slots/events**", (route) => route.abort());
    await late.page.goto("/book-call");
    const date = await chooseFirstOpenDay(late.page);
    const { slotId } = await chooseTime(late.page);
    await fillDetails(late.page, { name: "Late Visitor", email: uniqueEmail("late") });

    await early.page.goto(`/book-call?date=${date}&slot=${slotId}`);
    await expect(early.page.locator(`button[data-slot-id="${slotId}"]`)).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await fillDetails(early.page, { name: "Early Visitor", email: uniqueEmail("early") });
    await early.page.getByRole("button", { name: "Confirm Booking" }).click();
    await expect(early.page.getByRole("heading", { name: "Booking Confirmed!" })).toBeVisible();

    await late.page.getByRole("button", { name: "Confirm Booking" }).click();
    await expect(late.page.getByText("Booking failed")).toBeVisible();
    await expect(late.page.getByText("This time was just booked. Please choose another.")).toBeVisible();
    await expect(late.page.locator(`button[data-slot-id="${slotId}"]`)).toHaveCount(0);
    await expect(late.page.getByTestId("chosen-slot")).toHaveText(
      "No time selected yet. Choose a time above.",
    );
  } finally {
    await late.context.close();
    await early.context.close();
  }
});

test("mistakes count for nothing: ten refused forms, then the booking goes through", async ({ browser }) => {
  const visitor = await newVisitor(browser, { allowConsoleErrors: [/status of 400/] });
  try {
    await visitor.page.goto("/book-call");
    await chooseFirstOpenDay(visitor.page);
    await chooseTime(visitor.page);
    await fillDetails(visitor.page, { name: "X", email: uniqueEmail("typos") });
    const confirm = visitor.page.getByRole("button", { name: "Confirm Booking" });
    for (let attempt = 1; attempt <= 10; attempt++) {
      const answer = visitor.page.waitForResponse((response) => response.request().method() === "POST");
      await confirm.click();
      expect((await answer).status()).toBe(400);
    }
    await fillDetails(visitor.page, { name: "Xavier Typo" });
    await confirm.click();
    await expect(visitor.page.getByRole("heading", { name: "Booking Confirmed!" })).toBeVisible();
    expect(visitor.problems).toEqual([]);
  } finally {
    await visitor.context.close();
  }
});

test("a third upcoming call with one e-mail is refused, saying why and what to do", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const visitor = await newVisitor(browser, { allowConsoleErrors: [/status of 429/] });
  try {
    const email = uniqueEmail("limit");
    await visitor.page.goto("/book-call");
    await chooseFirstOpenDay(visitor.page);
    const { slotId } = await chooseTime(visitor.page);
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
    await expect(visitor.page.getByText("Booking failed")).toBeVisible();
    await expect(
      visitor.page.getByText(
        "You already have 2 upcoming calls booked with this e-mail address, the most one address may hold. You can book another once one of them has taken place.",
      ),
    ).toBeVisible();
    // The time is still offered to others.
    await expect(visitor.page.locator(`button[data-slot-id="${slotId}"]`)).toBeVisible();
    expect(visitor.problems).toEqual([]);
  } finally {
    await visitor.context.close();
  }
});
