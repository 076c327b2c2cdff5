import { readFileSync, writeFileSync } from "node:fs";
import { rememberEarlyClick } from "../app/lib/early-click";

// A prerendered page starts loading its scripts once the browser has painted its content, not beside the
// stylesheet and fonts it needs to paint (docs/decisions/044-hydrate-after-first-paint.md).

const modulePreload = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const bootstrap = /<script type="module" async="">([\s\S]*?)<\/script>/;
const routeImport = /import \* as (route\d+) from "([^"]+)";/g;

/**
 * Waits for the first contentful paint; goes at once in a tab nobody sees (it paints nothing), where the
 * browser cannot tell paints, and after 2 s at most.
 */
const afterFirstPaint = `await new Promise((go) => {
  setTimeout(go, 2000);
  if (document.visibilityState !== "visible" || !globalThis.PerformanceObserver?.supportedEntryTypes?.includes("paint")) return go();
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    setTimeout(go, 0);
  }).observe({ type: "paint", buffered: true });
});`;

/**
 * React Router's page: module preloads in the head, and an inline module script that imports the route
 * modules, then the client entry. Rewritten so that script waits for the first paint, then preloads the
 * same modules and imports them. Throws when the page is not shaped so: a React Router upgrade that
 * changes it must be looked at, not shipped unnoticed.
 */
export function hydrateAfterFirstPaint(html: string): string {
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1] as string);
  const script = html.match(bootstrap)?.[1];
  const routes = script ? [...script.matchAll(routeImport)] : [];
  if (!script || preloads.length === 0 || routes.length === 0 || !script.includes('import("/assets/'))
    throw new Error(
      "React Router's page bootstrap is not what scripts/hydrate-after-first-paint.ts rewrites: module preloads in the head and an inline module script importing the route modules",
    );
  const names = routes.map((match) => match[1]).join(", ");
  const imports = routes.map((match) => `import(${JSON.stringify(match[2])})`).join(", ");
  const deferred = [
    rememberEarlyClick,
    afterFirstPaint,
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `const [${names}] = await Promise.all([${imports}]);`,
    script.replace(routeImport, ""),
  ].join("\n");
  return html
    .replace(modulePreload, "")
    .replace(bootstrap, () => `<script type="module" async="">${deferred}</script>`);
}

/** Rewrites each prerendered page's file in place. */
export function hydrateAfterFirstPaintIn(files: string[]) {
  for (const file of files) writeFileSync(file, hydrateAfterFirstPaint(readFileSync(file, "utf8")));
}
