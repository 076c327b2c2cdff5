import { open } from "./admin-helpers";
import { expect, test } from "./fixtures";

// React Router can leave a promise behind that rejects with the abort of a data read it replaced
// (app/lib/aborted-requests.ts): the page must not report that as an error, and must still report others.

const rejectWith = (page: import("@playwright/test").Page, name: string) =>
  page.evaluate((errorName) => {
    const error =
      errorName === "AbortError"
        ? new DOMException("signal is aborted without reason", errorName)
        : new Error("a real failure");
    void Promise.reject(error);
  }, name);

test("a request the page gave up on is not reported as an error", async ({ page }) => {
  // The console guard fails this test on any page error.
  await open(page, "/");
  await rejectWith(page, "AbortError");
  await page.waitForTimeout(200);
});

test("any other uncaught rejection still is", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await open(page, "/");
  await rejectWith(page, "Error");
  await expect.poll(() => errors).toEqual(["a real failure"]);
  await context.close();
});
