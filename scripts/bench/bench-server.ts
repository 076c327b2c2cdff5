import { type ChildProcess, spawn } from "node:child_process";
import { openSync, readFileSync } from "node:fs";
import path from "node:path";
import { freePort, root, serverEnv } from "./build";
import type { BenchDatabase } from "./database";
import { AGENCY_ZONE } from "./measure";
import type { BenchFixture } from "./seed";

export interface BenchServer {
  origin: string;
  fixture: BenchFixture;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 120_000;

/** Starts scripts/bench/serve.ts on a free loopback port; its log goes to a file in the data folder. */
export async function startBenchServer(database: BenchDatabase): Promise<BenchServer> {
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const logFile = path.join(database.dataDir, "server.log");
  const log = openSync(logFile, "a");
  // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/profile": where the server's time goes.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  const child: ChildProcess = spawn(
    process.execPath,
    [...nodeArgs, "--import", "tsx", "scripts/bench/serve.ts"],
    {
      cwd: root,
      env: serverEnv(port, {
        PUBLIC_URL: origin,
        DATA_DIR: database.dataDir,
        DEMO_DATA: "off",
        AGENCY_TIMEZONE: AGENCY_ZONE,
        ...database.env,
      }),
      stdio: ["ignore", log, log, "ipc"],
    },
  );
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const fixture = await new Promise<BenchFixture>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error("the bench server did not start within 2 minutes")),
      START_TIMEOUT_MS,
    );
    child.once("message", (message) => {
      clearTimeout(timer);
      resolve((message as { fixture: BenchFixture }).fixture);
    });
    exited.then((code) => {
      clearTimeout(timer);
      reject(
        new Error(`the bench server exited with ${code}:\n${readFileSync(logFile, "utf8").slice(-3000)}`),
      );
    });
  }).catch(async (error) => {
    child.kill("SIGKILL");
    await exited;
    throw error;
  });
  return {
    origin,
    fixture,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
