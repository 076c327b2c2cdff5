import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

// The three rooms of the code and who may enter which (docs/decisions/024-domain-boundary.md):
// - domain/ holds what both sides use (booking rules, agency time, zones, schemas, shapes, the site's
//   words) and imports neither side;
// - server/ imports domain/, never app/;
// - app/ imports domain/; it reaches server/ only from route modules (whose loaders and actions run on
//   the server), files named *.server.ts(x), and tests.

export type Room = "app" | "domain" | "server";
export interface BoundaryViolation {
  file: string;
  line: number;
  specifier: string;
  reason: string;
}

const rooms: Room[] = ["app", "domain", "server"];
const sourceFile = /\.(ts|tsx|mts)$/;
// import … from "x", export … from "x", import "x", import("x")
const importPattern = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g;

function roomOf(path: string): Room | undefined {
  const first = path.split(sep)[0];
  return rooms.find((room) => room === first);
}

function targetRoom(root: string, file: string, specifier: string): Room | undefined {
  if (specifier.startsWith("~/")) return "app";
  if (specifier.startsWith("@domain/")) return "domain";
  if (!specifier.startsWith(".")) return undefined; // a package
  return roomOf(relative(root, resolve(root, dirname(file), specifier)));
}

function mayReachServer(file: string) {
  return (
    file.startsWith(`app${sep}routes${sep}`) ||
    file === join("app", "root.tsx") ||
    /\.server\.tsx?$/.test(file) ||
    /\.test\.tsx?$/.test(file)
  );
}

function reasonFor(from: Room, to: Room, file: string): string | undefined {
  if (from === to) return undefined;
  if (from === "domain") return `domain/ imports neither side; move what it needs into domain/`;
  if (from === "server" && to === "app") return `server/ does not import app/; share it through domain/`;
  if (from === "app" && to === "server" && !mayReachServer(file))
    return `only route modules and *.server.ts files in app/ reach server/; move the shared shape into domain/`;
  return undefined;
}

function* sourceFiles(root: string, dir: string): Generator<string> {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(root, path);
    else if (sourceFile.test(entry.name)) yield path;
  }
}

/** Every import in app/, domain/ and server/ under `root` that crosses a boundary it may not cross. */
export function boundaryViolations(root: string): BoundaryViolation[] {
  const violations: BoundaryViolation[] = [];
  for (const room of rooms) {
    if (!existsSync(join(root, room))) continue;
    for (const file of sourceFiles(root, room)) {
      const lines = readFileSync(join(root, file), "utf8").split("\n");
      lines.forEach((text, index) => {
        for (const match of text.matchAll(importPattern)) {
          const specifier = match[1] as string;
          const to = targetRoom(root, file, specifier);
          const reason = to && reasonFor(room, to, file);
          if (reason) violations.push({ file, line: index + 1, specifier, reason });
        }
      });
    }
  }
  return violations;
}
