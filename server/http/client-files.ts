import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import express, { type RequestHandler } from "express";

/** URL paths of the build's files a browser may fetch as they are: not a prerendered page's own file, nothing hidden. */
function findFiles(clientDir: string): Set<string> {
  const files = new Set<string>();
  if (!existsSync(clientDir)) return files;
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const urlPath = `/${path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`;
    if (entry.name === "index.html" || urlPath.split("/").some((part) => part.startsWith("."))) continue;
    files.add(urlPath);
  }
  return files;
}

function decodedPath(urlPath: string) {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
}

/**
 * The build's files besides /assets (icons, prerendered pages' data), listed once at start: the build
 * does not change while the server runs, and asking the disk for every page first cost more than a
 * tenth of a server-rendered page's time. Prerendered pages themselves are sent by `prerenderedPages`.
 */
export function clientFiles(clientDir: string): RequestHandler {
  const files = findFiles(clientDir);
  const serve = express.static(clientDir, { maxAge: "1h", redirect: false, index: false });
  return (request, response, next) => {
    const known = request.method === "GET" || request.method === "HEAD";
    if (known && files.has(decodedPath(request.path) ?? "")) return serve(request, response, next);
    next();
  };
}
