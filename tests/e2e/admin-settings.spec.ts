import type { Page } from "@playwright/test";
import { expectNoAxeViolations, reload, slowDown, toast } from "./admin-helpers";
import { expect, test } from "./fixtures";

/**
 * The answer to the next save of the hours. Each change is its own save: a reload waits for the last
 * one's answer (an earlier save's toast may still be on screen with the same words, and aria-busy may
 * not be set yet when it is looked at), then for the day's row to have read the saved hours again.
 */
function nextSave(page: Page) {
  return page.waitForResponse(
    (answer) => answer.url().includes("/admin/settings.data") && answer.request().method() === "POST",
  );
}

async function savedAndShown(page: Page, day: string, answered: ReturnType<typeof nextSave>) {
  expect((await answered).ok()).toBe(true);
  await expect(page.getByTestId(`day-${day}`)).not.toHaveAttribute("aria-busy");
}

const week = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

test.describe("admin settings", () => {
  // Refusals (400) are reported by the browser as failed resources; the page shows them as toasts.
  test.use({ allowConsoleErrors: [/status of 400/] });

  test.use({ adminScreen: "/admin/settings" });

  test("shows the week from Monday to Sunday with switches and hours, and the generate card", async ({
    page,
  }) => {
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveText("Admin Dashboard/Settings");
    await expect(page.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/admin");
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Weekly Availability" })).toBeVisible();
    const switches = page.getByTestId(/^day-/).getByRole("switch");
    await expect(switches).toHaveCount(7);
    for (const [index, day] of week.entries()) {
      await expect(switches.nth(index)).toHaveAccessibleName(day);
      await expect(switches.nth(index)).toHaveAttribute("aria-checked", index < 5 ? "true" : "false");
    }
    const monday = page.getByTestId("day-Monday");
    await expect(monday.getByLabel("From:")).toHaveValue("09:00:00");
    await expect(monday.getByLabel("To:")).toHaveValue("17:00:00");
    await expect(monday.getByLabel("From:").locator("option")).toHaveCount(24);
    await expect(monday.getByLabel("From:").locator("option").first()).toHaveText("00:00");
    await expect(monday.getByLabel("From:").locator("option").last()).toHaveText("23:00");
    await expect(page.getByTestId("day-Saturday").getByLabel("From:")).toHaveCount(0);

    await expect(page.getByRole("heading", { name: "Generate Time Slots" })).toBeVisible();
    await expect(page.getByLabel("Number of days to generate")).toHaveValue("30");
    await expect(page.getByText("This will create hourly slots for the next 30 days")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("switches a day on at once with 09:00–17:00, saves it, and says so only on success", async ({
    page,
  }) => {
    const saturday = page.getByTestId("day-Saturday");
    await slowDown(page, "**/admin/settings.data*");
    await page.getByRole("switch", { name: "Saturday" }).click();
    // Shown before the server answers, the row marked busy until it has.
    await expect(saturday.getByLabel("From:")).toHaveValue("09:00:00");
    await expect(saturday.getByLabel("To:")).toHaveValue("17:00:00");
    await expect(saturday).toHaveAttribute("aria-busy", "true");
    await expect(
      toast(page, "Availability updated", "Your weekly availability has been saved."),
    ).toBeVisible();
    await expect(saturday).not.toHaveAttribute("aria-busy");
    await page.unrouteAll({ behavior: "wait" });
    await reload(page);
    await expect(page.getByRole("switch", { name: "Saturday" })).toHaveAttribute("aria-checked", "true");

    // An end before the start: shown with its error under it, not saved, no success toast; once the
    // hours are right again the error is gone and they are saved.
    await saturday.getByLabel("From:").selectOption("18:00:00");
    await expect(
      toast(page, "Error updating availability", "End time must be after start time"),
    ).toBeVisible();
    await expect(saturday.getByLabel("From:")).toHaveValue("18:00:00");
    await expect(saturday.getByText("End time must be after start time")).toBeVisible();
    await expect(saturday.getByLabel("To:")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Availability updated")).toHaveCount(0);
    // Leaving now would lose them. A link inside the admin area asks, saying which day is not saved;
    // staying keeps the page and the hours as they were left.
    await page.getByRole("link", { name: "Admin Dashboard" }).click();
    const question = page.getByRole("alertdialog", { name: "Leave without saving?" });
    await expect(question).toContainText("Saturday's hours are not saved");
    await question.getByRole("button", { name: "Stay" }).click();
    await expect(question).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Settings");
    await expect(saturday.getByLabel("From:")).toHaveValue("18:00:00");
    // Closing or reloading the tab: the browser asks (kept here: the question is dismissed).
    const asked = page.waitForEvent("dialog");
    await page.close({ runBeforeUnload: true });
    const browserQuestion = await asked;
    expect(browserQuestion.type()).toBe("beforeunload");
    await browserQuestion.dismiss();
    await expect(saturday.getByLabel("From:")).toHaveValue("18:00:00");
    await saturday.getByLabel("To:").selectOption("19:00:00");
    await expect(saturday.getByText("End time must be after start time")).toHaveCount(0);
    await expect(saturday.getByLabel("To:")).not.toHaveAttribute("aria-invalid");
    await expect(
      toast(page, "Availability updated", "Your weekly availability has been saved."),
    ).toBeVisible();
    await reload(page);
    await expect(page.getByTestId("day-Saturday").getByLabel("From:")).toHaveValue("18:00:00");

    let answered = nextSave(page);
    await page.getByTestId("day-Saturday").getByLabel("From:").selectOption("09:00:00");
    await answered;
    answered = nextSave(page);
    await page.getByTestId("day-Saturday").getByLabel("To:").selectOption("12:00:00");
    await savedAndShown(page, "Saturday", answered);
    await expect(
      toast(page, "Availability updated", "Your weekly availability has been saved."),
    ).toBeVisible();
    await reload(page);
    await expect(page.getByTestId("day-Saturday").getByLabel("To:")).toHaveValue("12:00:00");
    // Nothing left wrong: a link leaves without a question.
    await page.getByRole("link", { name: "Admin Dashboard" }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("a day takes several ranges (a lunch break), added unchosen, and refuses ranges that overlap", async ({
    page,
  }) => {
    const tuesday = page.getByTestId("day-Tuesday");
    await tuesday.getByLabel("To:").selectOption("12:00:00");
    await expect(
      toast(page, "Availability updated", "Your weekly availability has been saved."),
    ).toBeVisible();
    let answered = nextSave(page);
    await tuesday.getByRole("button", { name: "Add hours to Tuesday" }).click();
    const afternoon = page.getByTestId("hours-Tuesday-2");
    // Added unchosen: nothing is offered to visitors until the owner has picked both hours.
    await expect(afternoon.getByLabel("From: (hours 2)")).toHaveValue("");
    await expect(afternoon.getByLabel("To: (hours 2)")).toHaveValue("");
    const choose = afternoon.getByText(
      "Choose both new hours: they are saved and offered to visitors once both are set.",
    );
    await expect(choose).toBeVisible();
    // On a laptop the note wraps beside the day, as every day's hours stand: the day's hours do not drop below it.
    const switchBox = await tuesday.getByRole("switch").boundingBox();
    const morningBox = await page.getByTestId("hours-Tuesday-1").boundingBox();
    expect(morningBox?.x ?? 0).toBeGreaterThan((switchBox?.x ?? 0) + (switchBox?.width ?? 0));
    expect(morningBox?.y ?? 0).toBeLessThan((switchBox?.y ?? 0) + (switchBox?.height ?? 0));
    await expect(tuesday.getByRole("button", { name: "Add hours to Tuesday" })).toHaveCount(0);
    await afternoon.getByLabel("From: (hours 2)").selectOption("13:00:00");
    await expect(choose).toBeVisible();
    await expect(afternoon.getByLabel("From: (hours 2)")).not.toHaveAttribute("aria-invalid");
    await afternoon.getByLabel("To: (hours 2)").selectOption("17:00:00");
    await expect(choose).toHaveCount(0);
    // The first save since the range was added is the afternoon as chosen, whole.
    const sent = new URLSearchParams((await answered).request().postData() ?? "");
    expect([sent.get("start_time_2"), sent.get("end_time_2")]).toEqual(["13:00:00", "17:00:00"]);
    // Its toast replaces the morning's, which may still be leaving.
    await savedAndShown(page, "Tuesday", answered);
    await expect(
      toast(page, "Availability updated", "Your weekly availability has been saved."),
    ).toBeVisible();
    await afternoon.getByLabel("From: (hours 2)").selectOption("11:00:00");
    await expect(afternoon.getByText("11:00–17:00 overlaps 09:00–12:00")).toBeVisible();
    await expect(afternoon.getByLabel("From: (hours 2)")).toHaveAttribute("aria-invalid", "true");
    answered = nextSave(page);
    await afternoon.getByLabel("From: (hours 2)").selectOption("13:00:00");
    await expect(afternoon.getByText(/overlaps/)).toHaveCount(0);
    await savedAndShown(page, "Tuesday", answered);
    await reload(page);
    await expect(page.getByTestId("hours-Tuesday-2").getByLabel("From: (hours 2)")).toHaveValue("13:00:00");
    await expectNoAxeViolations(page);
    // Back to one range, as the other screens' tests expect Tuesday: 09:00–17:00.
    answered = nextSave(page);
    await page.getByRole("button", { name: "Remove 13:00–17:00 from Tuesday" }).click();
    await expect(page.getByTestId("hours-Tuesday-2")).toHaveCount(0);
    await savedAndShown(page, "Tuesday", answered);
    answered = nextSave(page);
    await page.getByTestId("day-Tuesday").getByLabel("To:").selectOption("17:00:00");
    await savedAndShown(page, "Tuesday", answered);
    await reload(page);
    await expect(page.getByTestId("day-Tuesday").getByLabel("To:")).toHaveValue("17:00:00");
    await expect(page.getByTestId("hours-Tuesday-2")).toHaveCount(0);
    // Hours added and removed unchosen were never sent: the next save is the next change.
    answered = nextSave(page);
    await page.getByRole("button", { name: "Add hours to Tuesday" }).click();
    await page.getByRole("button", { name: "Remove the new hours from Tuesday" }).click();
    await expect(page.getByTestId("hours-Tuesday-2")).toHaveCount(0);
    await page.getByTestId("day-Tuesday").getByLabel("To:").selectOption("16:00:00");
    expect(new URLSearchParams((await answered).request().postData() ?? "").get("end_time")).toBe("16:00:00");
    await savedAndShown(page, "Tuesday", answered);
    answered = nextSave(page);
    await page.getByTestId("day-Tuesday").getByLabel("To:").selectOption("17:00:00");
    await savedAndShown(page, "Tuesday", answered);
    // Hours left wrong, and "Leave anyway": the page is left and they were never saved.
    await page.getByTestId("day-Tuesday").getByLabel("From:").selectOption("18:00:00");
    await expect(
      page.getByTestId("day-Tuesday").getByText("End time must be after start time"),
    ).toBeVisible();
    await expect(page.getByTestId("unsaved-Tuesday")).toHaveText(
      "Not saved: visitors are still offered 09:00–17:00.",
    );
    await page.getByRole("link", { name: "Admin Dashboard" }).click();
    const question = page.getByRole("alertdialog", { name: "Leave without saving?" });
    await expect(question).toContainText("Tuesday's hours are not saved");
    await question.getByRole("button", { name: "Leave anyway" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    // Back once the dashboard is shown: a Back pressed while the page that asked is still leaving is
    // held by the same question, and its page is gone.
    await expect(page.getByRole("heading", { name: "Admin Dashboard", level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page.getByTestId("day-Tuesday").getByLabel("From:")).toHaveValue("09:00:00");
  });

  test("Add hours never says hours are saved while they show blank; they are not saved until chosen", async ({
    page,
  }) => {
    const sunday = page.getByTestId("day-Sunday");
    const added = page.getByTestId("hours-Sunday-2");
    const savedToast = page.getByText("Your weekly availability has been saved.");
    // Hours added while the day's switch is still being saved: its answer says what it saved, not more.
    await slowDown(page, "**/admin/settings.data*");
    let answered = nextSave(page);
    await page.getByRole("switch", { name: "Sunday" }).click();
    await sunday.getByRole("button", { name: "Add hours to Sunday" }).click();
    await expect(added.getByLabel("From: (hours 2)")).toHaveValue("");
    await expect(added.getByLabel("To: (hours 2)")).toHaveValue("");
    await savedAndShown(page, "Sunday", answered);
    await expect(
      toast(
        page,
        "Availability updated",
        "Choose both new hours: they are saved and offered to visitors once both are set.",
      ),
    ).toBeVisible();
    await expect(savedToast).toHaveCount(0);
    await expect(added.getByLabel("From: (hours 2)")).toHaveValue("");
    await page.unrouteAll({ behavior: "wait" });
    await reload(page);
    await expect(page.getByRole("switch", { name: "Sunday" })).toHaveAttribute("aria-checked", "true");
    await expect(sunday.getByLabel("From:", { exact: true })).toHaveValue("09:00:00");
    await expect(added).toHaveCount(0);

    // Added once a save's toast is up: that toast goes (it spoke of the day without them); nothing is
    // sent, nothing else said, and a reload shows the hours as they were saved.
    answered = nextSave(page);
    await sunday.getByLabel("To:", { exact: true }).selectOption("16:00:00");
    await savedAndShown(page, "Sunday", answered);
    await expect(savedToast).toBeVisible();
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await sunday.getByRole("button", { name: "Add hours to Sunday" }).click();
    await expect(added.getByLabel("From: (hours 2)")).toHaveValue("");
    await expect(
      added.getByText("Choose both new hours: they are saved and offered to visitors once both are set."),
    ).toBeVisible();
    await expect(savedToast).toHaveCount(0);
    await page.waitForTimeout(1_000);
    expect(posts).toEqual([]);
    await expect(page.getByText("Availability updated")).toHaveCount(0);
    await reload(page);
    await expect(sunday.getByLabel("To:", { exact: true })).toHaveValue("16:00:00");
    await expect(added).toHaveCount(0);

    // Back as the other tests expect it: Sunday off, 09:00–17:00 when switched on.
    answered = nextSave(page);
    await sunday.getByLabel("To:", { exact: true }).selectOption("17:00:00");
    await savedAndShown(page, "Sunday", answered);
    answered = nextSave(page);
    await page.getByRole("switch", { name: "Sunday" }).click();
    await savedAndShown(page, "Sunday", answered);
  });

  test("generates slots and reports the number actually created ('Generating...' meanwhile)", async ({
    page,
  }) => {
    // Saturday open 09:00–12:00 (as an earlier test left it): saving it made its slots as far as slots
    // exist (the demo's 30 days), so Generate agrees and finds nothing missing there.
    const saturday = page.getByRole("switch", { name: "Saturday" });
    if ((await saturday.getAttribute("aria-checked")) !== "true") {
      await saturday.click();
      await expect(page.getByText("Availability updated")).toBeVisible();
    }
    if ((await page.getByTestId("day-Saturday").getByLabel("To:").inputValue()) !== "12:00:00") {
      await page.getByTestId("day-Saturday").getByLabel("To:").selectOption("12:00:00");
      await expect(page.getByText("Availability updated").last()).toBeVisible();
    }
    const days = page.getByLabel("Number of days to generate");
    await days.fill("7");
    await expect(page.getByText("This will create hourly slots for the next 7 days")).toBeVisible();
    await slowDown(page, "**/admin/settings.data*");
    await page.getByRole("button", { name: "Generate Slots" }).click();
    await expect(page.getByRole("button", { name: "Generating..." })).toBeDisabled();
    await expect(toast(page, "Time slots generated", "Successfully created 0 new time slots.")).toBeVisible();
    // Further than any slot: each new Saturday gets its three, each weekday its eight.
    await days.fill("40");
    await page.getByRole("button", { name: "Generate Slots" }).click();
    await expect(
      toast(page, "Time slots generated", /Successfully created \d+ new time slots\./),
    ).toBeVisible();
    await page.getByRole("button", { name: "Generate Slots" }).click();
    await expect(toast(page, "Time slots generated", "Successfully created 0 new time slots.")).toBeVisible();
  });

  test("checks the number of days before sending it", async ({ page }) => {
    const days = page.getByLabel("Number of days to generate");
    for (const value of ["91", "0", "-5"]) {
      await days.fill(value);
      // The hint says "N" until the number is one the form takes.
      await expect(page.getByText("This will create hourly slots for the next N days")).toBeVisible();
      await page.getByRole("button", { name: "Generate Slots" }).click();
      await expect(page.getByText("Number of days must be a whole number from 1 to 90")).toBeVisible();
      await expect(days).toHaveAttribute("aria-invalid", "true");
    }
    await expect(page.getByText("Time slots generated")).toHaveCount(0);
  });

  test("cannot generate with no day switched on", async ({ page }) => {
    const open = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
    // One day after another, each saved before the next (its slots follow in the same transaction).
    const toggle = async (day: string, checked: "true" | "false") => {
      await page.getByRole("switch", { name: day }).click();
      await expect(page.getByRole("switch", { name: day })).toHaveAttribute("aria-checked", checked);
      await expect(page.getByTestId(`day-${day}`)).not.toHaveAttribute("aria-busy");
    };
    for (const day of open) await toggle(day, "false");
    await reload(page);
    await expect(page.getByRole("button", { name: "Generate Slots" })).toBeDisabled();
    await expect(page.getByText("Turn on at least one day of weekly availability first.")).toBeVisible();
    // Back as the other screens' tests expect it: Monday to Friday open.
    for (const day of open.slice(0, 5)) await toggle(day, "true");
    await reload(page);
    await expect(page.getByRole("button", { name: "Generate Slots" })).toBeEnabled();
  });
});
