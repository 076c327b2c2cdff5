import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, root, serverEnv } from "../bench/build";

// The server the probes attack: the production build as `npm start` runs it, on a fresh embedded
// database with the demo hours and slots, its default limits, and an admin to sign in as.

export const probeAdmin = { email: "owner@probe.example", password: "the-owner's-password" };

export interface ProbeServer {
  origin: string;
  pid: number;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 120_000;

/** `environment` adds to or overrides the defaults (TRUST_PROXY=none for probes from several loopback addresses). */
export async function startProbeServer(environment: Record<string, string> = {}): Promise<ProbeServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "dvat-probe-"));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [path.join(root, "build/server/main.js")], {
    cwd: root,
    env: serverEnv(port, {
      DATA_DIR: dataDir,
      ADMIN_EMAIL: probeAdmin.email,
      ADMIN_PASSWORD: probeAdmin.password,
      ...environment,
    }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  for (const stream of [child.stdout, child.stderr]) stream?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const started = Date.now();
  while (!output.includes("Listening on")) {
    if (child.exitCode !== null || Date.now() - started > START_TIMEOUT_MS) {
      child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`the probe server did not start:\n${output.slice(-3000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    pid: child.pid ?? 0,
    async stop() {
      child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
