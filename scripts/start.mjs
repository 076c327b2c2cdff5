// `npm start`: build when there is no build or the sources are newer, then serve it.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
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

// The prerendered pages carry these settings (canonical URLs, agency name, contact details, blog).
const prerenderSettingsFile = path.join(root, "build", "prerender-settings.json");
const prerenderSettings = JSON.stringify(
  Object.fromEntries(
    ["PUBLIC_URL", "PORT", "AGENCY_NAME", "CONTACT_EMAIL", "CONTACT_PHONE", "BLOG_URL"].map((name) => [
      name,
      process.env[name] ?? "",
    ]),
  ),
);
const builtSettings = existsSync(prerenderSettingsFile) ? readFileSync(prerenderSettingsFile, "utf8") : "";

const builtAt = Math.min(...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
const changedAt = Math.max(...sources.map((source) => newestModification(path.join(root, source))));
const reason =
  builtAt === 0
    ? "No build yet"
    : changedAt > builtAt
      ? "Sources changed since the last build"
      : builtSettings !== prerenderSettings
        ? "Site settings changed since the last build"
        : undefined;
if (reason) {
  console.log(`${reason}: building…`);
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(prerenderSettingsFile, prerenderSettings);
}
process.env.NODE_ENV ??= "production";
await import(pathToFileURL(outputs[1]).href);
