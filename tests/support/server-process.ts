import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { freePort } from "../../scripts/free-port";
import { databaseOptionsFor } from "../../server/db/connection";
import { createEmbeddedFolder } from "./test-database";

const mainFile = path.resolve("build/server/main.js");
/** `npm start`: builds when the build is stale or its site settings changed, then runs mainFile. */
const startScript = path.resolve("scripts/start.mjs");

export { freePort };

export interface ServerProcess {
  url: string;
  pid: number;
  output: () => string;
  /** Sends the signal and resolves to the exit code. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
  exited: Promise<number | null>;
}

/**
 * Runs the production build (`npm run build` first) with this environment, at a PUBLIC_URL of its own;
 * or, `asNewcomer`, through `npm start`'s script with nothing but the environment given. On an embedded
 * database not made yet, the server starts on a copy of the migrated one: creating it would cost
 * seconds in every such test, and a newcomer's first start is npm-start.test.ts's to check.
 */
export async function startServerProcess(
  env: Record<string, string>,
  { asNewcomer = false } = {},
): Promise<ServerProcess> {
  if (!existsSync(mainFile)) throw new Error("No production build: run `npm run build` first.");
  const database = env.DATA_DIR
    ? databaseOptionsFor({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
    : undefined;
  if (!asNewcomer && database?.kind === "embedded" && !existsSync(path.join(database.dataDir, "postgres")))
    await createEmbeddedFolder(database.dataDir);
  // A port chosen here may still be taken by another program before the server listens on it.
  for (let attempt = 1; ; attempt++) {
    const port = env.PORT ?? String(await freePort());
    const started = await launch(env, port, asNewcomer);
    if (started.ready) return started.server;
    await started.server.stop("SIGKILL");
    const portTaken = started.server.output().includes(`Cannot listen on port ${port}:`);
    if (env.PORT || !portTaken || attempt === 3)
      throw new Error(`The server did not start:\n${started.server.output()}`);
  }
}

async function launch(env: Record<string, string>, port: string, asNewcomer: boolean) {
  const settings = asNewcomer
    ? {}
    : {
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        // Reminders have their own suite; here a booking queues its confirmation and notice only.
        BOOKING_REMINDER_HOURS: "off",
      };
  const child: ChildProcess = spawn(process.execPath, [asNewcomer ? startScript : mainFile], {
    env: { PATH: process.env.PATH ?? "", ...settings, ...env, PORT: port },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const ready = await Promise.race([
    (async () => {
      for (let attempt = 0; attempt < 600; attempt++) {
        if (output.includes("Listening on")) return true;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return false;
    })(),
    exited.then(() => false),
  ]);
  const stop = async (signal: NodeJS.Signals = "SIGTERM") => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  const server: ServerProcess = { url, pid: child.pid ?? 0, output: () => output, stop, exited };
  return { ready, server };
}

/** Runs the build (or `npm start`'s script) expecting it to refuse to start; resolves to its exit code and output. */
export async function runServerExpectingFailure(env: Record<string, string>, { asNewcomer = false } = {}) {
  const child = spawn(process.execPath, [asNewcomer ? startScript : mainFile], {
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { code, output };
}
