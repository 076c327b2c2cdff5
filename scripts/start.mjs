// `npm start`: build when there is no build or it is out of date, then serve it. A newcomer reads one
// line per step (building, built, starting, listening); the build's own output goes to build.log.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { buildOutputs, rebuild, whyRebuild } from "./build-state.mjs";

// Before anything loads React, which picks its production or development build by this as it loads.
process.env.NODE_ENV ??= "production";
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [, mainFile, startSettingsFile] = buildOutputs.map((file) => path.join(root, file));

/**
 * The site settings this start gives the prerendered pages (canonical URLs, agency name, contact
 * details, blog), read through the server's own configuration: a bad value stops here with its one
 * line. A current build has them bundled; otherwise the sources are compiled, in a process of their
 * own (tsx, half a second): compiled here, tsx and its esbuild helper would stay in the server's memory
 * (about 60 MB) for as long as it runs.
 */
async function startSettings(buildIsCurrent) {
  if (buildIsCurrent) return import(pathToFileURL(startSettingsFile).href);
  const child = spawnSync(
    process.execPath,
    ["--import", "tsx", path.join(root, "scripts/start-settings-of.ts")],
    {
      cwd: root,
      encoding: "utf8",
      env: process.env,
    },
  );
  if (child.status !== 0)
    throw new Error((child.stderr || `Could not read the site settings (${child.error})`).trim());
  const { settings, prerenderedSettingsFile } = JSON.parse(child.stdout);
  return { settingsOfThisStart: () => settings, prerenderedSettingsFile };
}

const stale = whyRebuild(root);
let reason = stale;
try {
  const { settingsOfThisStart, prerenderedSettingsFile } = await startSettings(!stale);
  const builtFile = path.join(root, prerenderedSettingsFile);
  const built = existsSync(builtFile) ? readFileSync(builtFile, "utf8") : "";
  if (!reason && built !== settingsOfThisStart()) reason = "Site settings changed since the last build";
  if (reason) rebuild(root, reason);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
console.log("Starting…");
await import(pathToFileURL(mainFile).href);
