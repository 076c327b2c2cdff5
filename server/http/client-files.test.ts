import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientFiles } from "./client-files";

// The build's plain files are served from a list made at start; every other path goes on untouched.

describe("client files", () => {
  let clientDir: string;
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), "client-files-"));
    writeFileSync(path.join(clientDir, "favicon.svg"), "<svg/>");
    writeFileSync(path.join(clientDir, "index.html"), "<p>Home</p>");
    writeFileSync(path.join(clientDir, "_root.data"), "root");
    mkdirSync(path.join(clientDir, "projects/one"), { recursive: true });
    writeFileSync(path.join(clientDir, "projects/one.data"), "one");
    writeFileSync(path.join(clientDir, "projects/one/index.html"), "<p>One</p>");
    writeFileSync(path.join(clientDir, "with space.txt"), "spaced");
    mkdirSync(path.join(clientDir, ".vite"));
    writeFileSync(path.join(clientDir, ".vite/manifest.json"), "{}");
    const app = express();
    app.use(clientFiles(clientDir));
    app.use((request, response) => {
      response.status(404).type("text/plain").send(`next ${request.method} ${request.path}`);
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // Added after start: the list does not grow, so the disk is not asked again.
    writeFileSync(path.join(clientDir, "later.txt"), "later");
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(clientDir, { recursive: true, force: true });
  });

  it("serves the build's files, cached for an hour", async () => {
    for (const [pathname, body] of [
      ["/favicon.svg", "<svg/>"],
      ["/_root.data", "root"],
      ["/projects/one.data", "one"],
      ["/with%20space.txt", "spaced"],
    ]) {
      const response = await fetch(origin + pathname);
      expect(response.status, pathname).toBe(200);
      expect(await response.text(), pathname).toBe(body);
      expect(response.headers.get("cache-control"), pathname).toBe("public, max-age=3600");
    }
    const head = await fetch(`${origin}/favicon.svg`, { method: "HEAD" });
    expect(head.status).toBe(200);
  });

  it("passes on pages, prerendered pages' own files, hidden files, unknown and malformed paths", async () => {
    for (const pathname of [
      "/book-call",
      "/",
      "/index.html",
      "/projects/one/index.html",
      "/projects/one",
      "/.vite/manifest.json",
      "/later.txt",
      "/%E0%A4%A",
    ]) {
      const response = await fetch(origin + pathname);
      expect(response.status, pathname).toBe(404);
      expect(await response.text(), pathname).toMatch(/^next GET /);
    }
    const post = await fetch(`${origin}/favicon.svg`, { method: "POST" });
    expect(await post.text()).toBe("next POST /favicon.svg");
  });
});
