import { gzipSync } from "node:zlib";

/** The first load of a marketing page stays within these (gzip bytes). */
export const pageWeightBudget = { jsBytes: 130_000, cssBytes: 20_000 };

/**
 * The JavaScript and CSS a first visit to `route` loads — module scripts, their preloads and
 * stylesheets — in bytes once gzipped, as the server sends them.
 */
export async function firstLoadAssets(origin: string, route: string) {
  const html = await (await fetch(origin + route)).text();
  const js = new Set<string>();
  const css = new Set<string>();
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    const src = tag.match(/\b(?:src|href)="([^"]+)"/)?.[1];
    if (!src) continue;
    if (/^<script/.test(tag) && /type="module"/.test(tag)) js.add(src);
    else if (/rel="modulepreload"/.test(tag)) js.add(src);
    else if (/rel="stylesheet"/.test(tag)) css.add(src);
  }
  // React Router's inline module script imports the route modules.
  for (const [, body] of html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g))
    for (const [, src] of (body ?? "").matchAll(/(?:from|import\()\s*"(\/assets\/[^"]+\.js)"/g))
      js.add(src as string);
  const gzipped = async (urls: Set<string>) => {
    let total = 0;
    for (const url of urls)
      total += gzipSync(Buffer.from(await (await fetch(origin + url)).arrayBuffer())).length;
    return total;
  };
  return { js: await gzipped(js), jsFiles: js.size, css: await gzipped(css) };
}
