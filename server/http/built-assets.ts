import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { RequestHandler } from "express";
import { compressNow, type Encoding, encodings, etagOf, sendStored } from "./compressed-once";

/** Text worth compressing; fonts and images are compressed already. Below 1 kB, not worth it. */
const compressible = new Set([".js", ".mjs", ".css", ".svg", ".json", ".map", ".txt"]);
const smallestCompressed = 1024;
const suffix: Record<Encoding, string> = { br: ".br", gzip: ".gz" };
const isCompressedForm = (name: string) => encodings.some((encoding) => name.endsWith(suffix[encoding]));

function worthCompressing(name: string, size: number) {
  return compressible.has(path.extname(name)) && size >= smallestCompressed;
}

/**
 * At the end of `npm run build`: each bundle and stylesheet in `assetsDir` also as `.br` and `.gz`,
 * compressed at the best ratio once, so servers send them without compressing anything.
 */
export function precompressAssets(assetsDir: string) {
  for (const name of readdirSync(assetsDir)) {
    if (isCompressedForm(name)) continue;
    const body = readFileSync(path.join(assetsDir, name));
    if (!worthCompressing(name, body.length)) continue;
    for (const encoding of encodings)
      writeFileSync(path.join(assetsDir, name + suffix[encoding]), compressNow(body, encoding));
  }
}

/**
 * The build's fingerprinted bundles (`/assets/…`): a name never changes content, so browsers keep them
 * for a year. Each is read once and kept; a browser that takes brotli or gzip gets the form the build
 * compressed (`precompressAssets`). A bundle without one is left to the compression middleware.
 * Anything else under /assets goes on, unanswered.
 */
export function builtAssets(assetsDir: string): RequestHandler {
  const files = new Set(existsSync(assetsDir) ? readdirSync(assetsDir) : []);
  const kept = new Map<string, Promise<{ raw: Buffer; etag: string }>>();
  const stored = (name: string) => {
    let file = kept.get(name);
    if (!file) {
      file = readFile(path.join(assetsDir, name)).then((raw) => ({ raw, etag: etagOf(raw) }));
      // A failed read is tried again by the next request rather than remembered.
      file.catch(() => kept.delete(name));
      kept.set(name, file);
    }
    return file;
  };

  return async (request, response, next) => {
    const name = request.path.slice(1);
    const known = files.has(name) && !isCompressedForm(name);
    if ((request.method !== "GET" && request.method !== "HEAD") || !known) return next();
    const { raw, etag } = await stored(name);
    response.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    response.type(path.extname(name));
    const compressedAs = async (encoding: Encoding) => {
      const form = name + suffix[encoding];
      return files.has(form) ? (await stored(form)).raw : undefined;
    };
    await sendStored(request, response, {
      raw,
      etag,
      compressedAs: worthCompressing(name, raw.length) ? compressedAs : undefined,
    });
  };
}
