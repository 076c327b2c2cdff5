// Whether the production build is older than its sources: `npm start`, the integration tests and the
// end-to-end tests all run the build, so each rebuilds first rather than run yesterday's code.
import { spawnSync } from "node:child_process";
import { closeSync, existsSync, openSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

export const buildOutputs = [
  "build/server/.vite/manifest.json",
  "build/server/main.js",
  "build/server/start-settings.js",
];
/** Where the last build's whole output is kept (outside build/, which the build empties first). */
export const buildLog = "build.log";
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

/** What a newcomer reads while the build runs. */
function buildingLine(reason) {
  return reason === "No build yet"
    ? "Building the site (first start, about a minute)…"
    : `Building the site again (about a minute): ${reason.charAt(0).toLowerCase()}${reason.slice(1)}…`;
}

/**
 * Runs `npm run build` in `root`, saying why in one line and how long it took in another; its output
 * goes to `buildLog`. Throws, with the log's last lines and its path, if the build fails.
 */
export function rebuild(root, reason) {
  console.log(buildingLine(reason));
  const started = Date.now();
  const log = path.join(root, buildLog);
  const output = openSync(log, "w");
  // A production build whoever asks for it: under Vitest NODE_ENV is "test", which would bundle React's
  // development build into the pages.
  const build = spawnSync("npm", ["run", "build"], {
    cwd: root,
    stdio: ["ignore", output, output],
    env: { ...process.env, NODE_ENV: "production" },
  });
  closeSync(output);
  if (build.status !== 0) {
    const last = readFileSync(log, "utf8").trimEnd().split("\n").slice(-20).join("\n");
    throw new Error(`${last}\n\nThe build failed (exit ${build.status}); its whole output is in ${log}.`);
  }
  console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
}

/** Builds when the build is missing or older than the sources. */
export function ensureCurrentBuild(root) {
  const reason = whyRebuild(root);
  if (reason) rebuild(root, reason);
}
