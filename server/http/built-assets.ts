import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { RequestHandler } from "express";
import { compressNow, type Encoding, encodingFor, encodings } from "./compressed-once";

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
  const read = new Map<string, Promise<Buffer>>();
  const contents = (name: string) => {
    let body = read.get(name);
    if (!body) {
      body = readFile(path.join(assetsDir, name));
      // A failed read is tried again by the next request rather than remembered.
      body.catch(() => read.delete(name));
      read.set(name, body);
    }
    return body;
  };
  const etags = new Map<string, string>();

  return async (request, response, next) => {
    const name = request.path.slice(1);
    const known = files.has(name) && !isCompressedForm(name);
    if ((request.method !== "GET" && request.method !== "HEAD") || !known) return next();
    const raw = await contents(name);
    let etag = etags.get(name);
    if (!etag) {
      etag = `"${createHash("sha256").update(raw).digest("base64url").slice(0, 27)}"`;
      etags.set(name, etag);
    }
    response.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    response.type(path.extname(name));
    response.setHeader("ETag", etag);
    const compressed = worthCompressing(name, raw.length);
    if (compressed) response.vary("Accept-Encoding");
    if (request.fresh) {
      response.status(304).end();
      return;
    }
    const encoding = compressed ? encodingFor(request) : undefined;
    const form = encoding && files.has(name + suffix[encoding]) ? name + suffix[encoding] : undefined;
    const body = form ? await contents(form) : raw;
    if (form && encoding) response.setHeader("Content-Encoding", encoding);
    response.setHeader("Content-Length", body.length);
    response.end(request.method === "HEAD" ? undefined : body);
  };
}
