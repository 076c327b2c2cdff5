import type { Page } from "@playwright/test";

/** The file names of the bundles the page has fetched so far, as the browser's resource timing lists them. */
export function scriptsFetched(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith("/assets/") && path.endsWith(".js"))
      .map((path) => path.slice("/assets/".length)),
  );
}

/** The paths the page asks for from now on. */
export function requestsFrom(page: Page): string[] {
  const asked: string[] = [];
  page.on("request", (request) => asked.push(new URL(request.url()).pathname));
  return asked;
}
