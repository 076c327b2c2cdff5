import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { expect, it } from "vitest";
import { freePort } from "./free-port";

it("offers a loopback port outside the range the kernel hands to outgoing connections, free to listen on", async () => {
  const ephemeralLow = Number(readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").split(/\s+/)[0]);
  const port = await freePort();
  expect(port).toBeGreaterThanOrEqual(20_000);
  expect(port).toBeLessThan(ephemeralLow);
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  await new Promise((resolve) => server.close(resolve));
});
