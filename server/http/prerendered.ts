import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

interface PrerenderedPage {
  file: string;
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
    const file = path.join(clientDir, entry);
    const dir = path.dirname(entry).split(path.sep).join("/");
    const urlPath = dir === "." ? "/" : `/${dir}`;
    pages.set(urlPath, { file, scriptHashes: inlineScriptHashes(readFileSync(file, "utf8")) });
  }
  return pages;
}

/**
 * Marks a request for a page rendered at build time, so the security headers can allow exactly that
 * file's inline scripts; `servePrerendered` then sends the file.
 */
export function prerenderedPages(clientDir: string): { match: RequestHandler; serve: RequestHandler } {
  const pages = findPages(clientDir);
  const match: RequestHandler = (request, response, next) => {
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    const page = pages.get(request.path.length > 1 ? request.path.replace(/\/+$/, "") : request.path);
    if (page) {
      response.locals.prerenderedFile = page.file;
      response.locals.cspScriptHashes = page.scriptHashes;
    }
    next();
  };
  const serve: RequestHandler = (_request, response, next) => {
    const file: string | undefined = response.locals.prerenderedFile;
    if (!file) return next();
    response.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    response.sendFile(file);
  };
  return { match, serve };
}
