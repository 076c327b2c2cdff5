import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type express from "express";
import { afterEach } from "vitest";

/**
 * For a test file of middleware tests: `serve(app)` listens on a free loopback port and gives its
 * origin; each test's server is closed after it, its connections too.
 */
export function loopbackApps() {
  let server: Server | undefined;
  afterEach(async () => {
    const open = server;
    server = undefined;
    open?.closeAllConnections();
    if (open) await new Promise((resolve) => open.close(resolve));
  });
  return async function serve(app: express.Express) {
    const listening = app.listen(0, "127.0.0.1");
    server = listening;
    await new Promise((resolve) => listening.once("listening", resolve));
    return `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  };
}
