import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { RequestHandler } from "express";
import { compressNow, type Encoding, encodings, etagOf, sendStored } from "./compressed-once";

/** Text worth compressing; fonts and images are compressed already. */
const compressible = new Set([".js", ".mjs", ".css", ".svg", ".json", ".map", ".txt"]);
const suffix: Record<Encoding, string> = { br: ".br", gzip: ".gz" };
const isCompressedForm = (name: string) => encodings.some((encoding) => name.endsWith(suffix[encoding]));

const isCompressible = (name: string) => compressible.has(path.extname(name));

/**
 * At the end of `npm run build`: each bundle and stylesheet in `assetsDir` also as `.br` and `.gz`,
 * compressed at the best ratio once, so servers send them without compressing anything. Small ones
 * too: a landing page loads several of a few hundred bytes, and compressed once costs nothing when
 * sent. A form no smaller than the file is not kept: the file goes as it is.
 */
export function precompressAssets(assetsDir: string) {
  for (const name of readdirSync(assetsDir)) {
    if (isCompressedForm(name) || !isCompressible(name)) continue;
    const body = readFileSync(path.join(assetsDir, name));
    for (const encoding of encodings) {
      const compressed = compressNow(body, encoding);
      if (compressed.length < body.length)
        writeFileSync(path.join(assetsDir, name + suffix[encoding]), compressed);
    }
  }
}

/**
 * A file listed at start and gone since: the build was replaced under a running server (a deploy). A
 * page of the earlier build then asks for its bundles, and is told they are not here (its router
 * reloads the page), not that the server failed.
 */
const removedSinceStart = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === "ENOENT";

/**
 * The build's fingerprinted bundles (`/assets/…`): a name never changes content, so browsers keep them
 * for a year. Each is read once and kept; a browser that takes brotli or gzip gets the form the build
 * compressed (`precompressAssets`). A bundle without one is left to the compression middleware.
 * Anything else under /assets goes on, unanswered.
 */
export function builtAssets(assetsDir: string): RequestHandler {
  const files = new Set(existsSync(assetsDir) ? readdirSync(assetsDir) : []);
  const kept = new Map<string, Promise<{ raw: Buffer; etag: string } | undefined>>();
  /** The file as read once; undefined when it was removed since the server started. */
  const stored = (name: string) => {
    let file = kept.get(name);
    if (!file) {
      file = readFile(path.join(assetsDir, name)).then(
        (raw) => ({ raw, etag: etagOf(raw) }),
        (error) => {
          // A failed read is tried again by the next request rather than remembered.
          kept.delete(name);
          if (!removedSinceStart(error)) throw error;
          files.delete(name);
          return undefined;
        },
      );
      kept.set(name, file);
    }
    return file;
  };

  return async (request, response, next) => {
    const name = request.path.slice(1);
    const known = files.has(name) && !isCompressedForm(name);
    if ((request.method !== "GET" && request.method !== "HEAD") || !known) return next();
    const file = await stored(name);
    if (!file) return next();
    const { raw, etag } = file;
    response.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    response.type(path.extname(name));
    const compressedAs = async (encoding: Encoding) => {
      const form = name + suffix[encoding];
      return files.has(form) ? (await stored(form))?.raw : undefined;
    };
    await sendStored(request, response, {
      raw,
      etag,
      compressedAs: isCompressible(name) ? compressedAs : undefined,
    });
  };
}
