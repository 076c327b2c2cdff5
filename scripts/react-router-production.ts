import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

// React Router's package.json sends every import to its development build, for production too
// (remix-run/react-router#12532, #14102). The production build beside it differs only in
// `ENABLE_DEV_WARNINGS = false`, which lets the minifier drop the warnings and their words.
const production = fileURLToPath(new URL("../node_modules/react-router/dist/production/", import.meta.url));

/** The file of React Router's production build that `source` names, if it names one. */
export function productionReactRouter(source: string): string | undefined {
  if (source === "react-router") return `${production}index.mjs`;
  if (source === "react-router/dom") return `${production}dom-export.mjs`;
  return undefined;
}

/**
 * The browser's bundle takes React Router's production build: every import of it there, ours and React
 * Router's own entry's, so one copy. The server keeps the package's choice: it shares React Router with
 * `@react-router/express`, which imports it as a package of its own.
 */
export function reactRouterProduction(): Plugin {
  return {
    name: "react-router-production",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId: (source) => productionReactRouter(source),
  };
}
