import path from "node:path";
import { adminBundleBudget, adminFirstLoads } from "../../scripts/bench/admin-weight";
import { firstLoadAssets } from "../../scripts/bench/page-weight";
import { expect, test } from "./fixtures";

const clientBuild = path.resolve(import.meta.dirname, "../../build/client");

test("every admin page's first load stays within the admin JavaScript budget", () => {
  const pages = adminFirstLoads(clientBuild);
  expect(pages.map((page) => page.route)).toEqual(
    expect.arrayContaining([
      "/admin",
      "/admin/chat-threads",
      "/admin/calendars",
      "/admin/integrations",
      "/admin/login",
      "/admin/settings",
      "/admin/setup",
      "/admin/time-slots",
    ]),
  );
  for (const page of pages)
    expect(page.js, `${page.route}: JavaScript, gzip, in ${page.jsFiles} files`).toBeLessThanOrEqual(
      adminBundleBudget.jsBytes,
    );
});

test("the build's figure for an admin page is what the browser is sent", async ({ baseURL }) => {
  const login = adminFirstLoads(clientBuild).find((page) => page.route === "/admin/login");
  const served = await firstLoadAssets(baseURL ?? "", "/admin/login");
  expect(login).toEqual({ route: "/admin/login", js: served.js, jsFiles: served.jsFiles });
});
