import { writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { projectPath, projects } from "./domain/content/projects";
import { hydrateAfterFirstPaintIn } from "./scripts/hydrate-after-first-paint";
import { parseConfig } from "./server/config";
import { prerenderedSettingsFile, siteSettings } from "./server/site-settings";

// The marketing pages are static: render them once at build time and serve files.
export const prerenderedPaths = ["/", ...projects.map(projectPath)];

export default {
  ssr: true,
  prerender: prerenderedPaths,
  // Each of React Router 8's changes, chosen rather than announced at every build.
  future: {
    v8_middleware: true,
    // Vite's environments (server and browser) configured by name in vite.config.ts, as v8 requires.
    v8_viteEnvironmentApi: true,
    // Not yet: a route's clientAction or clientLoader here is a few lines; a chunk of its own would cost
    // the page one more request for it.
    v8_splitRouteModules: false,
    // Not yet: loaders and actions read request.url as the page's address; passed through, a data
    // request's would end in `.data` and carry React Router's own parameters.
    v8_passThroughRequests: false,
    // Not yet: no route of ours ends in a slash, and the prerendered root data is served as /_root.data.
    v8_trailingSlashAwareDataRequests: false,
  },
  // The settings the prerendered pages were made with: `npm start` builds again when they change.
  // And the prerendered pages load their scripts once their content is painted.
  buildEnd() {
    const file = path.join(import.meta.dirname, prerenderedSettingsFile);
    writeFileSync(file, JSON.stringify(siteSettings(parseConfig())));
    hydrateAfterFirstPaintIn(
      prerenderedPaths.map((page) => path.join(import.meta.dirname, "build/client", page, "index.html")),
    );
  },
} satisfies Config;
