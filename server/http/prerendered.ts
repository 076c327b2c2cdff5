import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Request, RequestHandler } from "express";

type Encoding = "br" | "gzip";

interface PrerenderedPage {
  html: Buffer;
  etag: string;
  scriptHashes: string[];
  /** Compressed once, at the best ratio, the first time a browser asks for that encoding. */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

const compressors: Record<Encoding, (html: Buffer) => Promise<Buffer>> = {
  br: (html) => promisify(brotliCompress)(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: (html) => promisify(gzip)(html, { level: 9 }),
};

/** Brotli when the browser takes it (as the compression middleware chooses), else gzip, else none. */
function encodingFor(request: Request): Encoding | undefined {
  if (request.acceptsEncodings("br")) return "br";
  if (request.acceptsEncodings("gzip")) return "gzip";
  return undefined;
}

function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? "";
    if (body.length > 0) hashes.add(`sha256-${createHash("sha256").update(body).digest("base64")}`);
  }
  return [...hashes];
}

function findPages(clientDir: string): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>();
  if (!existsSync(clientDir)) return pages;
  for (const entry of readdirSync(clientDir, { recursive: true, encoding: "utf8" })) {
    if (path.basename(entry) !== "index.html") continue;
    const html = readFileSync(path.join(clientDir, entry));
    const dir = path.dirname(entry).split(path.sep).join("/");
    const urlPath = dir === "." ? "/" : `/${dir}`;
    pages.set(urlPath, {
      html,
      etag: `"${createHash("sha256").update(html).digest("base64url").slice(0, 27)}"`,
      scriptHashes: inlineScriptHashes(html.toString("utf8")),
      encoded: {},
    });
  }
  return pages;
}

/**
 * Marks a request for a page rendered at build time, so the security headers can allow exactly that
 * page's inline scripts; `serve` then sends it. The pages are kept in memory with their compressed
 * forms: compressing the landing page on every request would cost more than everything else.
 */
export function prerenderedPages(clientDir: string): { match: RequestHandler; serve: RequestHandler } {
  const pages = findPages(clientDir);
  const match: RequestHandler = (request, response, next) => {
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    const page = pages.get(request.path.length > 1 ? request.path.replace(/\/+$/, "") : request.path);
    if (page) {
      response.locals.prerenderedPage = page;
      response.locals.cspScriptHashes = page.scriptHashes;
    }
    next();
  };
  const serve: RequestHandler = async (request, response, next) => {
    const page: PrerenderedPage | undefined = response.locals.prerenderedPage;
    if (!page) return next();
    response.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    response.setHeader("Content-Type", "text/html; charset=utf-8");
    response.setHeader("ETag", page.etag);
    response.vary("Accept-Encoding");
    if (request.fresh) {
      response.status(304).end();
      return;
    }
    const encoding = encodingFor(request);
    let body = page.html;
    if (encoding) {
      // A failed compression is tried again by the next request rather than remembered.
      page.encoded[encoding] ??= compressors[encoding](page.html).catch((error) => {
        delete page.encoded[encoding];
        throw error;
      });
      body = await page.encoded[encoding];
      response.setHeader("Content-Encoding", encoding);
    }
    response.setHeader("Content-Length", body.length);
    response.end(request.method === "HEAD" ? undefined : body);
  };
  return { match, serve };
}
