import type { Page } from "playwright-core";

/**
 * Waits until React has taken over every button of the page, so clicks run our code, not a plain form
 * post. Every one, not the first: a part whose code loads later (the time-slots calendar) comes to life
 * after the rest, and a click on it before then is lost.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const buttons = [...document.querySelectorAll("button")];
    return (
      buttons.length > 0 &&
      buttons.every((button) => Object.keys(button).some((key) => key.startsWith("__reactFiber")))
    );
  });
}

/**
 * Waits until React has hydrated the document of a React Router page (one with no button too); any
 * other document passes at once.
 */
export async function waitForReact(page: Page) {
  await page.waitForFunction(
    () =>
      !("__reactRouterContext" in window) ||
      Object.keys(document.body).some((key) => key.startsWith("__reactFiber")),
  );
}
