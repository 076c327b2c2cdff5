import { expect, test, watchedBooking } from "./booking-fixtures";

// `npm run bench` measures slot reads on GET /api/booking-calendar because that is what the booking
// page asks once it runs in the browser: for another date and for a change it hears about, with no
// page data request (`*.data`) besides the booking itself.

test("the booking page reads its dates from the JSON endpoint, for a chosen date and a live change", async ({
  visitors,
}) => {
  const watcher = await visitors.open();
  const reads: string[] = [];
  watcher.page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api/booking-calendar" || url.pathname.endsWith(".data"))
      reads.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  const { booker, date, slotInWatcher, book } = await watchedBooking(visitors, watcher);
  expect(reads).toEqual([`GET /api/booking-calendar?date=${date}`]);

  reads.length = 0;
  await book("Booker Bench");

  await expect(slotInWatcher).toHaveCount(0, { timeout: 5_000 });
  expect(reads.length).toBeGreaterThan(0);
  for (const read of reads) expect(read).toBe(`GET /api/booking-calendar?date=${date}`);
  expect([...watcher.problems, ...booker.problems]).toEqual([]);
});
