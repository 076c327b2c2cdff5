import { writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { projectPath, projects } from "./domain/content/projects";
import { parseConfig } from "./server/config";
import { prerenderedSettingsFile, siteSettings } from "./server/site-settings";

// The marketing pages are static: render them once at build time and serve files.
export const prerenderedPaths = ["/", ...projects.map(projectPath)];

export default {
  ssr: true,
  prerender: prerenderedPaths,
  future: {
    v8_middleware: true,
  },
  // The settings the prerendered pages were made with: `npm start` builds again when they change.
  buildEnd() {
    const file = path.join(import.meta.dirname, prerenderedSettingsFile);
    writeFileSync(file, JSON.stringify(siteSettings(parseConfig())));
  },
} satisfies Config;
