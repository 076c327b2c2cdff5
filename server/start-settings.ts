import { parseConfig } from "./config";
import { prerenderedSettingsFile, siteSettings } from "./site-settings";

// What `npm start` (scripts/start.mjs) reads before it serves: the site settings this start's environment
// gives the prerendered pages, to compare with those the build baked in. A bad value throws the
// configuration's one-line error. The build bundles this file (build/server/start-settings.js), so a
// restart reads it without compiling TypeScript; a first start reads the sources.

export { prerenderedSettingsFile };

export function settingsOfThisStart(): string {
  return JSON.stringify(siteSettings(parseConfig()));
}
