import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { Plugin } from "vite";
import routes from "../app/routes";

// The build's warnings that nobody here can act on, dropped so that a warning in the build always
// means something in our code. Each is named and narrow; any other warning still shows.

function routeModules(entries: RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [entry.file, ...routeModules(entry.children ?? [])]);
}

/** Each route module's chunk name in the browser build: its file's name. */
const routeChunks = new Set(routeModules(routes).map((file) => path.parse(file).name));

interface Notice {
  code?: string;
  plugin?: string;
  id?: string;
  names?: string[];
  message: string;
}

/**
 * - A resource route (robots.txt, sitemap.xml, the CSV, logout) has nothing for the browser, yet React
 *   Router gives every route a browser chunk, and Rollup says the chunk is empty (remix-run/remix#9055).
 * - zod's published files carry comments that mention `@__PURE__` where Rollup reads no annotation;
 *   Rollup drops the comment and says so.
 * - In the server bundle a dynamic import never makes a chunk of its own (the server has every module at
 *   start), so Vite's note that one did not is always true there; the browser build still reports it.
 */
export function isKnownNoise(notice: Notice, environment: string): boolean {
  if (notice.code === "EMPTY_BUNDLE") return (notice.names ?? []).every((name) => routeChunks.has(name));
  if (notice.code === "INVALID_ANNOTATION") return /[\\/]node_modules[\\/]zod[\\/]/.test(notice.id ?? "");
  return (
    environment === "ssr" &&
    notice.plugin === "vite:reporter" &&
    notice.message.includes("dynamic import will not move module into another chunk")
  );
}

export function withoutKnownNoise(): Plugin {
  return {
    name: "without-known-noise",
    onLog(level, log) {
      if (level === "warn" && isKnownNoise(log, this.environment?.name ?? "")) return false;
    },
  };
}
