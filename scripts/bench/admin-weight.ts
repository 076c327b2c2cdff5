import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** The first load of any admin page stays within this (gzip bytes): the admin's charts stay light. */
// 180 kB until the calendars, integrations and place-to-meet pages (2026-11-26) put Settings at 180.3 kB:
// the weight is the shared chunks (React and React Router 116 kB, zod 26 kB, sonner 10 kB), not one page.
// 182 kB until 2026-11-27: the count of characters beside every field that once cut text off silently,
// and the one way the admin writes dates, put Settings at 182.1 kB.
export const adminBundleBudget = { jsBytes: 183_000 };

interface ManifestChunk {
  file: string;
  imports?: string[];
}

const suffix = "?__react-router-build-client-route";
const entry = "app/entry.client.tsx";
// The admin pages outside the signed-in layout (routes/admin/signed-in-gate.tsx); every other one is inside it.
const outsideLayout = new Set(["login", "setup"]);

/**
 * The JavaScript each admin page's first load runs — the client entry, the root, the admin layouts and
 * the page, with every chunk they import — in the bytes the server sends a browser that takes gzip
 * (the build's own `.gz` of each, or the file itself where compressing gains nothing), read from the
 * client build's manifest. Read from the build, not a signed-in browser, so no admin account is needed to measure it.
 */
export function adminFirstLoads(clientDir: string) {
  const manifestFile = path.join(clientDir, ".vite/manifest.json");
  if (!existsSync(manifestFile)) throw new Error(`No client build manifest at ${manifestFile}`);
  const manifest: Record<string, ManifestChunk> = JSON.parse(readFileSync(manifestFile, "utf8"));
  const sizeOf = (file: string) => {
    const sent = path.join(clientDir, file);
    return statSync(existsSync(`${sent}.gz`) ? `${sent}.gz` : sent).size;
  };
  const pages = Object.keys(manifest)
    .map((key) => key.match(/^app\/routes\/admin\/([\w-]+)\.tsx\?__react-router-build-client-route$/)?.[1])
    .filter(
      (page): page is string => page !== undefined && page !== "area-chrome" && page !== "signed-in-gate",
    );
  return pages.map((page) => {
    const modules = [
      entry,
      `app/root.tsx${suffix}`,
      `app/routes/admin/area-chrome.tsx${suffix}`,
      ...(outsideLayout.has(page) ? [] : [`app/routes/admin/signed-in-gate.tsx${suffix}`]),
      `app/routes/admin/${page}.tsx${suffix}`,
    ];
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`The client build has no ${key}`);
      if (files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const module of modules) visit(module);
    let js = 0;
    for (const file of files) js += sizeOf(file);
    return { route: page === "dashboard" ? "/admin" : `/admin/${page}`, js, jsFiles: files.size };
  });
}
