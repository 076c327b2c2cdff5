import { spawnSync } from "node:child_process";
import path from "node:path";
import { whyRebuild } from "../build-state.mjs";

// What the benchmark scripts share: the production build, made when missing or older than the
// sources (as `npm start` does), git, and a free loopback port.

export const root = path.resolve(import.meta.dirname, "../..");

/**
 * Builds `projectRoot` when its build is missing or older than its sources (npm start's own rule, so
 * npm start does not build again inside a measured start). Returns the build's exit status.
 */
export function buildWhenStale(projectRoot: string): number {
  const reason = whyRebuild(projectRoot);
  if (!reason) return 0;
  console.error(`Building ${projectRoot} (${reason.toLowerCase()})…`);
  // The build's output goes to stderr: stdout is for the results.
  const build = spawnSync("npm", ["run", "build"], { cwd: projectRoot, stdio: ["ignore", 2, 2] });
  return build.status ?? 1;
}

export function buildIfNeeded() {
  const status = buildWhenStale(root);
  if (status !== 0) process.exit(status);
}

export { freePort } from "../free-port";

/** `git args…` in this checkout: its output, or undefined when git refused. */
export function git(...args: string[]) {
  const run = spawnSync("git", args, { cwd: root, encoding: "utf8" });
  return run.status === 0 ? run.stdout.trim() : undefined;
}

/** A production server's environment on the loopback `port` (only PATH from ours), with `more` of it. */
export function serverEnv(port: number, more: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? "",
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    ...more,
  };
}
