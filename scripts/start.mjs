// `npm start`: build when there is no build or the sources are newer, then serve it.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { buildOutputs, rebuild, whyRebuild } from "./build-state.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// The prerendered pages carry these settings (canonical URLs, agency name, contact details, blog).
const prerenderSettingsFile = path.join(root, "build", "prerender-settings.json");
const prerenderSettings = JSON.stringify(
  Object.fromEntries(
    ["PUBLIC_URL", "AGENCY_NAME", "CONTACT_EMAIL", "CONTACT_PHONE", "BLOG_URL"].map((name) => [
      name,
      process.env[name] ?? "",
    ]),
  ),
);
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
  writeFileSync(prerenderSettingsFile, prerenderSettings);
}
process.env.NODE_ENV ??= "production";
await import(pathToFileURL(path.join(root, buildOutputs[1])).href);
