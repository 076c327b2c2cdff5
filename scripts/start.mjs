// `npm start`: build when there is no build or the sources are newer, then serve it.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { tsImport } from "tsx/esm/api";
import { buildOutputs, rebuild, whyRebuild } from "./build-state.mjs";

// Before anything loads React, which picks its production or development build by this as it loads.
process.env.NODE_ENV ??= "production";
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// The prerendered pages carry the site's settings (canonical URLs, agency name, contact details, blog),
// read from the environment by the server's own configuration: a bad value stops here with its reason.
let prerenderSettingsFile;
let prerenderSettings;
try {
  const { parseConfig } = await tsImport("../server/config.ts", import.meta.url);
  const settings = await tsImport("../server/site-settings.ts", import.meta.url);
  prerenderSettingsFile = path.join(root, settings.prerenderedSettingsFile);
  prerenderSettings = JSON.stringify(settings.siteSettings(parseConfig()));
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const builtSettings = existsSync(prerenderSettingsFile) ? readFileSync(prerenderSettingsFile, "utf8") : "";

const reason =
  whyRebuild(root) ??
  (builtSettings !== prerenderSettings ? "Site settings changed since the last build" : undefined);
if (reason) {
  try {
    rebuild(root, reason);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
await import(pathToFileURL(path.join(root, buildOutputs[1])).href);
