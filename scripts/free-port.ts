import { readFileSync } from "node:fs";
import { createServer } from "node:net";

/**
 * A loopback port nobody listens on, for a server started a moment later. Taken below the kernel's
 * ephemeral range: a port from listen(0) is one the kernel also hands to outgoing connections, and on
 * a busy machine one of them took it in the second before the server listened (CI, 2026-11-26).
 */
export async function freePort(): Promise<number> {
  const [first, last] = portsBelowEphemeral();
  for (let attempt = 0; attempt < 50 && last > first; attempt++) {
    const port = first + Math.floor(Math.random() * (last - first));
    if (await listensFreely(port)) return port;
  }
  return anyPort();
}

function portsBelowEphemeral(): [number, number] {
  try {
    const low = Number(readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/)[0]);
    return [20_000, Number.isFinite(low) ? Math.min(low, 32_768) : 32_768];
  } catch {
    return [20_000, 32_768];
  }
}

function listensFreely(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.unref();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

function anyPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}
