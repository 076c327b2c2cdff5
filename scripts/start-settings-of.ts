// For `npm start` before a build (scripts/start.mjs): the site settings of this start and where the
// build keeps those it baked in, as JSON on stdout; a bad configuration value as its one line on stderr.
import { prerenderedSettingsFile, settingsOfThisStart } from "../server/start-settings";

try {
  process.stdout.write(JSON.stringify({ settings: settingsOfThisStart(), prerenderedSettingsFile }));
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
