import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { CompressedOnce, etagOf, sendStored } from "./compressed-once";

interface PrerenderedPage {
  html: CompressedOnce;
  etag: string;
  scriptHashes: string[];
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
      html: new CompressedOnce(html),
      etag: etagOf(html),
      scriptHashes: inlineScriptHashes(html.toString("utf8")),
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
    await sendStored(request, response, {
      raw: page.html.raw,
      etag: page.etag,
      compressedAs: (encoding) => page.html.body(encoding),
    });
  };
  return { match, serve };
}
