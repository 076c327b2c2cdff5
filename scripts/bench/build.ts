import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

// What the benchmark scripts share: the production build, made when missing or older than the
// sources (as `npm start` does), and a free loopback port.

export const root = path.resolve(import.meta.dirname, "../..");

function newestModification(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target))
    newest = Math.max(newest, newestModification(path.join(target, entry)));
  return newest;
}

export function buildIfNeeded() {
  const outputs = ["build/server/main.js", "build/server/.vite/manifest.json"].map((file) =>
    path.join(root, file),
  );
  const sources = ["app", "server", "public", "package.json", "vite.config.ts", "react-router.config.ts"];
  const builtAt = Math.min(...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
  const changedAt = Math.max(...sources.map((source) => newestModification(path.join(root, source))));
  if (builtAt > changedAt) return;
  console.error("Building…");
  // The build's output goes to stderr: stdout is for the results.
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: ["ignore", 2, 2] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
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
