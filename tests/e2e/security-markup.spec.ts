import { e2eAdminNotifyEmail, mailTo } from "../support/e2e-mail";
import { open, signInAsAdmin } from "./admin-helpers";
import { chooseFirstOpenDay, chooseTime, expect, fillDetails, test, uniqueEmail } from "./booking-fixtures";

// A visitor books with markup as their name and notes; the admin opens the dashboard and the day's
// slots in a real browser. The markup is shown as text and nothing in it runs: no dialog, no marker
// set, and (the fixtures' console guard) no script blocked by the policy either — it never became one.

declare global {
  interface Window {
    __xss?: number;
  }
}

const name = `<img src=x onerror="window.__xss=1;alert(1)">`;
const notes = `<script>window.__xss=2;alert(2)</script>\n<svg onload="window.__xss=3;alert(3)"></svg>`;

test("markup typed into a booking stays text for the admin, in the browser and in the e-mail", async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });

  const email = uniqueEmail("markup");
  await page.goto("/book-call");
  const date = await chooseFirstOpenDay(page);
  const { time } = await chooseTime(page);
  await fillDetails(page, { name, email, notes });
  await page.getByRole("button", { name: "Confirm Booking" }).click();
  await expect(page.getByRole("heading", { name: "Booking Confirmed!" })).toBeVisible();

  await signInAsAdmin(page);
  await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();

  await open(page, `/admin/time-slots?date=${date}`);
  const slot = page.getByTestId(`slot-${time}`);
  await expect(slot.getByText(name, { exact: true })).toBeVisible();
  await expect(slot.getByText(/^<script>window\.__xss=2;alert\(2\)<\/script>/)).toBeVisible();
  await expect(slot.locator("img, script, svg[onload]")).toHaveCount(0);
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);

  const [confirmation] = await mailTo(email);
  // The agency's notices of every test arrive at one address: wait for the one about this booking.
  const notice = await expect
    .poll(
      async () =>
        (await mailTo(e2eAdminNotifyEmail, { timeoutMs: 0 })).find((mail) => mail.text?.includes(email)),
      {
        timeout: 15_000,
      },
    )
    .toBeTruthy()
    .then(async () =>
      (await mailTo(e2eAdminNotifyEmail, { timeoutMs: 0 })).find((mail) => mail.text?.includes(email)),
    );
  for (const mail of [confirmation, notice]) {
    expect(mail?.html).toContain("&lt;img src=x onerror=&quot;window.__xss=1;alert(1)&quot;&gt;");
    expect(mail?.html).toContain("&lt;script&gt;window.__xss=2;alert(2)&lt;/script&gt;");
    expect(mail?.html).not.toMatch(/<img src=x|<script>|<svg onload/);
  }
});
