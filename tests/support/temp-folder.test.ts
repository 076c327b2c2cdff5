import { existsSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { temporaryFolder } from "./temp-folder";

describe("the run's temporary folder", () => {
  it("holds every temporary folder a test makes, so the run's end removes what a test leaves", () => {
    const runFolder = inject("runTemporaryFolder");
    expect(tmpdir()).toBe(runFolder);
    const folder = temporaryFolder("left-behind-");
    writeFileSync(path.join(folder, "file"), "kept until the run ends");
    expect(path.dirname(folder)).toBe(runFolder);
    expect(existsSync(folder)).toBe(true);
  });

  it("is the temporary folder of the processes a test starts too", async () => {
    const { execFileSync } = await import("node:child_process");
    const theirs = execFileSync(process.execPath, ["-p", "require('node:os').tmpdir()"], {
      encoding: "utf8",
    });
    expect(theirs.trim()).toBe(inject("runTemporaryFolder"));
  });
});
