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

// `npm run bench` measures slot reads on GET /api/booking-calendar because that is what the booking
// page asks once it runs in the browser: for another date and for a change it hears about, with no
// page data request (`*.data`) besides the booking itself.

test("the booking page reads its dates from the JSON endpoint, for a chosen date and a live change", async ({
  browser,
}) => {
  const watcher = await newVisitor(browser);
  const streams = liveSlotStreams(watcher.page);
  const booker = await newVisitor(browser);
  try {
    const reads: string[] = [];
    watcher.page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/api/booking-calendar" || url.pathname.endsWith(".data"))
        reads.push(`${request.method()} ${url.pathname}${url.search}`);
    });
    await watcher.page.goto("/book-call");
    const date = await chooseFirstOpenDay(watcher.page);
    expect(reads).toEqual([`GET /api/booking-calendar?date=${date}`]);

    await booker.page.goto(`/book-call?date=${date}`);
    const { slotId } = await chooseTime(booker.page, 0);
    await expect(watcher.page.locator(`button[data-slot-id="${slotId}"]`)).toBeVisible();
    // The watcher's stream is connected before the change it should hear about.
    await streams.connected(date);
    reads.length = 0;
    await fillDetails(booker.page, { name: "Booker Bench", email: uniqueEmail("bench") });
    await booker.page.getByRole("button", { name: "Confirm Booking" }).click();
    await expect(booker.page.getByRole("heading", { name: "Booking Confirmed!" })).toBeVisible();

    await expect(watcher.page.locator(`button[data-slot-id="${slotId}"]`)).toHaveCount(0, { timeout: 5_000 });
    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads) expect(read).toBe(`GET /api/booking-calendar?date=${date}`);
    expect([...watcher.problems, ...booker.problems]).toEqual([]);
  } finally {
    await watcher.context.close();
    await booker.context.close();
  }
});
