import { writeFileSync } from "node:fs";
import path from "node:path";
import express from "express";
import { beforeAll, describe, expect, it } from "vitest";
import { serveClientFolder } from "../../tests/support/client-folder";
import { clientFiles } from "./client-files";

// The build's plain files are served from a list made at start; every other path goes on untouched.

describe("client files", () => {
  const served = serveClientFolder(
    {
      "favicon.svg": "<svg/>",
      "index.html": "<p>Home</p>",
      "_root.data": "root",
      "projects/one.data": "one",
      "projects/one/index.html": "<p>One</p>",
      "with space.txt": "spaced",
      ".vite/manifest.json": "{}",
    },
    (folder) => {
      const app = express();
      app.use(clientFiles(folder));
      app.use((request, response) => {
        response.status(404).type("text/plain").send(`next ${request.method} ${request.path}`);
      });
      return app;
    },
  );

  beforeAll(() => {
    // Added after start: the list does not grow, so the disk is not asked again.
    writeFileSync(path.join(served.folder, "later.txt"), "later");
  });

  it("serves the build's files, cached for an hour", async () => {
    for (const [pathname, body] of [
      ["/favicon.svg", "<svg/>"],
      ["/_root.data", "root"],
      ["/projects/one.data", "one"],
      ["/with%20space.txt", "spaced"],
    ]) {
      const response = await fetch(served.origin + pathname);
      expect(response.status, pathname).toBe(200);
      expect(await response.text(), pathname).toBe(body);
      expect(response.headers.get("cache-control"), pathname).toBe("public, max-age=3600");
    }
    const head = await fetch(`${served.origin}/favicon.svg`, { method: "HEAD" });
    expect(head.status).toBe(200);
  });

  it.each([
    ["a page", "/book-call"],
    ["the home page", "/"],
    ["a prerendered page's own file", "/index.html"],
    ["a prerendered page's own file", "/projects/one/index.html"],
    ["a prerendered page", "/projects/one"],
    ["a hidden file", "/.vite/manifest.json"],
    ["a file added after start", "/later.txt"],
    ["a malformed path", "/%E0%A4%A"],
  ])("passes on %s (%s)", async (_kind, pathname) => {
    const response = await fetch(served.origin + pathname);
    expect(response.status).toBe(404);
    expect(await response.text()).toMatch(/^next GET /);
  });

  it("passes on a POST to a file of the build", async () => {
    const post = await fetch(`${served.origin}/favicon.svg`, { method: "POST" });
    expect(await post.text()).toBe("next POST /favicon.svg");
  });
});
