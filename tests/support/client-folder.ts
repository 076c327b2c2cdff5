import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type express from "express";
import { afterAll, beforeAll } from "vitest";

/**
 * For the suite around it: a build's client folder holding `files` (path → content), and the app
 * `appFor(folder)` builds in front of it, listening on a free loopback port. Both are gone after the
 * suite. Read `folder` and `origin` inside the tests.
 */
export function serveClientFolder(
  files: Record<string, string | Buffer>,
  appFor: (folder: string) => express.Express,
) {
  const served = { folder: "", origin: "" };
  let server: Server | undefined;
  beforeAll(async () => {
    served.folder = mkdtempSync(path.join(tmpdir(), "client-folder-"));
    for (const [name, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(served.folder, name)), { recursive: true });
      writeFileSync(path.join(served.folder, name), content);
    }
    const listening = appFor(served.folder).listen(0, "127.0.0.1");
    server = listening;
    await new Promise((resolve) => listening.once("listening", resolve));
    served.origin = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    rmSync(served.folder, { recursive: true, force: true });
  });
  return served;
}
