// Whether the production build is older than its sources: `npm start`, the integration tests and the
// end-to-end tests all run the build, so each rebuilds first rather than run yesterday's code.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

export const buildOutputs = ["build/server/.vite/manifest.json", "build/server/main.js"];
export const buildSources = [
  "app",
  "domain",
  "server",
  "public",
  "package.json",
  "vite.config.ts",
  "react-router.config.ts",
];

function newestModification(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    newest = Math.max(newest, newestModification(path.join(target, entry.name)));
  }
  return newest;
}

/** Why the build in `root` must be made again ("No build yet", …), or undefined when it is current. */
export function whyRebuild(root) {
  const builtAt = Math.min(
    ...buildOutputs.map((file) =>
      existsSync(path.join(root, file)) ? statSync(path.join(root, file)).mtimeMs : 0,
    ),
  );
  if (builtAt === 0) return "No build yet";
  const changedAt = Math.max(...buildSources.map((source) => newestModification(path.join(root, source))));
  return changedAt > builtAt ? "Sources changed since the last build" : undefined;
}

/** Runs `npm run build` in `root`, telling why; throws with one line if it fails. */
export function rebuild(root, reason) {
  console.log(`${reason}: building (npm run build)…`);
  // A production build whoever asks for it: under Vitest NODE_ENV is "test", which would bundle React's
  // development build into the pages.
  const build = spawnSync("npm", ["run", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (build.status !== 0)
    throw new Error(`npm run build failed (exit ${build.status}); fix the build and run the tests again.`);
}

/** Builds when the build is missing or older than the sources. */
export function ensureCurrentBuild(root) {
  const reason = whyRebuild(root);
  if (reason) rebuild(root, reason);
}
