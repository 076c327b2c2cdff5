import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildOutputs, whyRebuild } from "./build-state.mjs";

// `npm start`, the integration tests and the end-to-end tests all build first when the build is older
// than its sources; this is the rule they share.

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function project() {
  const root = mkdtempSync(path.join(tmpdir(), "build-state-"));
  roots.push(root);
  mkdirSync(path.join(root, "server/nested"), { recursive: true });
  writeFileSync(path.join(root, "server/nested/rule.ts"), "export {};\n");
  return root;
}

function write(root: string, file: string, at: Date) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), "x");
  utimesSync(path.join(root, file), at, at);
}

describe("whether the build must be made again", () => {
  const earlier = new Date("2026-01-01T00:00:00Z");
  const later = new Date("2026-01-02T00:00:00Z");

  it("says so when there is no build, or only part of one", () => {
    const root = project();
    expect(whyRebuild(root)).toBe("No build yet");
    write(root, buildOutputs[0] ?? "", later);
    expect(whyRebuild(root)).toBe("No build yet");
  });

  it("says so when a source, however deep, changed after the build", () => {
    const root = project();
    utimesSync(path.join(root, "server/nested/rule.ts"), earlier, earlier);
    utimesSync(path.join(root, "server/nested"), earlier, earlier);
    utimesSync(path.join(root, "server"), earlier, earlier);
    for (const output of buildOutputs) write(root, output, later);
    expect(whyRebuild(root)).toBeUndefined();
    const changed = new Date(later.getTime() + 1000);
    utimesSync(path.join(root, "server/nested/rule.ts"), changed, changed);
    expect(whyRebuild(root)).toBe("Sources changed since the last build");
  });

  // Each folder and file the build reads: a change to any of them is a change to the product.
  it.each([
    "app/routes/home.tsx",
    "domain/slot-rules.ts",
    "server/http/create-app.ts",
    "public/favicon.svg",
    "package.json",
    "vite.config.ts",
    "react-router.config.ts",
  ])("says so when %s changed after the build", (source) => {
    const root = project();
    write(root, source, earlier);
    for (const entry of readdirSync(root, { recursive: true, encoding: "utf8" }))
      utimesSync(path.join(root, entry), earlier, earlier);
    for (const output of buildOutputs) write(root, output, later);
    expect(whyRebuild(root)).toBeUndefined();
    const changed = new Date(later.getTime() + 1000);
    utimesSync(path.join(root, source), changed, changed);
    expect(whyRebuild(root)).toBe("Sources changed since the last build");
  });
});
