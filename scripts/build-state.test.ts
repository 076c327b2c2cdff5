import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildLog, buildOutputs, rebuild, whyRebuild } from "./build-state.mjs";

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

describe("building", () => {
  /** A project whose `npm run build` prints as much as the real one, warnings included, and exits so. */
  function projectBuilding(exitCode: number) {
    const root = project();
    const script = `for (let i = 1; i <= 120; i++) console.log("build line " + i); console.error("(!) a warning"); process.exit(${exitCode})`;
    writeFileSync(
      path.join(root, "package.json"),
      JSON.stringify({ name: "p", private: true, scripts: { build: `node -e '${script}'` } }),
    );
    return root;
  }

  function linesPrinted(work: () => void) {
    const printed: string[] = [];
    const log = vi.spyOn(console, "log").mockImplementation((line: string) => void printed.push(line));
    try {
      work();
    } finally {
      log.mockRestore();
    }
    return printed;
  }

  it("says what it does in one line and how long it took in another; the build's output goes to its log", () => {
    const root = projectBuilding(0);
    const printed = linesPrinted(() => rebuild(root, "No build yet"));
    expect(printed).toHaveLength(2);
    expect(printed[0]).toBe("Building the site (first start, about a minute)…");
    expect(printed[1]).toMatch(/^Built in \d+ s\.$/);
    const log = readFileSync(path.join(root, buildLog), "utf8");
    expect(log).toContain("build line 120");
    expect(log).toContain("(!) a warning");
  });

  it("says why it builds again", () => {
    const root = projectBuilding(0);
    const printed = linesPrinted(() => rebuild(root, "Sources changed since the last build"));
    expect(printed[0]).toBe(
      "Building the site again (about a minute): sources changed since the last build…",
    );
  });

  it("fails with the log's last lines and where the whole log is", () => {
    const root = projectBuilding(2);
    let failure: Error | undefined;
    linesPrinted(() => {
      try {
        rebuild(root, "No build yet");
      } catch (error) {
        failure = error as Error;
      }
    });
    expect(failure?.message).toContain("build line 120\n(!) a warning");
    expect(failure?.message).not.toContain("build line 80\n");
    expect(failure?.message).toMatch(
      new RegExp(`The build failed \\(exit 2\\); its whole output is in ${path.join(root, buildLog)}\\.$`),
    );
  });
});
