// `npm start`: build when there is no build or the sources are newer, then serve it.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outputs = ["build/server/.vite/manifest.json", "build/server/main.js"].map((file) =>
  path.join(root, file),
);
const sources = ["app", "server", "public", "package.json", "vite.config.ts", "react-router.config.ts"];

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

const builtAt = Math.min(...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
const changedAt = Math.max(...sources.map((source) => newestModification(path.join(root, source))));
if (builtAt === 0 || changedAt > builtAt) {
  console.log(builtAt === 0 ? "No build yet: building…" : "Sources changed since the last build: building…");
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
process.env.NODE_ENV ??= "production";
await import(pathToFileURL(outputs[1]).href);
