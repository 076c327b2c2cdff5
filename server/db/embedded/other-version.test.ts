import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runServerExpectingFailure } from "../../../tests/support/server-process";
import { temporaryFolder } from "../../../tests/support/temp-folder";
import { ExplainedError } from "../../explained-error";
import { embeddedBinaries } from "./binaries";
import { clusterDirOf } from "./cluster";
import { startEmbeddedServer } from "./embedded-server";

// An upgrade of the site that brings a new major version of its PostgreSQL cannot open the cluster the
// earlier one made: the start must say so, and how to carry the data over, and change nothing.

/** DATA_DIR with a cluster as initdb of PostgreSQL `major` leaves it, as far as a start looks. */
function dataDirMadeBy(major: number) {
  const dataDir = path.join(temporaryFolder("other-version-"), "data");
  const clusterDir = clusterDirOf(dataDir);
  mkdirSync(path.join(clusterDir, "global"), { recursive: true });
  writeFileSync(path.join(clusterDir, "PG_VERSION"), `${major}\n`);
  return { dataDir, clusterDir };
}

const { major } = embeddedBinaries();

describe("a cluster made by another major version of PostgreSQL", () => {
  it("is refused with the way to carry its data over, and left as it was", async () => {
    const { dataDir, clusterDir } = dataDirMadeBy(major - 1);
    const before = readdirSync(clusterDir, { recursive: true });
    const start = startEmbeddedServer(dataDir);
    await expect(start).rejects.toBeInstanceOf(ExplainedError);
    await expect(start).rejects.toThrow(
      `The embedded database in ${clusterDir} was made by PostgreSQL ${major - 1}; this version of the site runs PostgreSQL ${major}, which cannot open it. Nothing was changed.`,
    );
    await expect(start).rejects.toThrow(
      /run `npm run db:backup -- FILE`; then, with this version, move .* aside, run `npm run db:restore -- FILE`/,
    );
    expect(readdirSync(clusterDir, { recursive: true })).toEqual(before);
  });

  it("made by a newer one, sends the owner back to the version that made it", async () => {
    const { dataDir } = dataDirMadeBy(major + 1);
    await expect(startEmbeddedServer(dataDir)).rejects.toThrow(
      `was made by PostgreSQL ${major + 1}; this version of the site runs PostgreSQL ${major}, which cannot open it. Nothing was changed. Run the newer version of the site that made it.`,
    );
  });

  it("stops npm start with that message alone: one line an operator reads, no stack", async () => {
    const { dataDir, clusterDir } = dataDirMadeBy(major - 1);
    const { code, output } = await runServerExpectingFailure({ DATA_DIR: dataDir }, { asNewcomer: true });
    expect(code).toBe(1);
    const lines = output.trim().split("\n");
    expect(lines.at(-1)).toMatch(
      new RegExp(
        `^The embedded database in ${clusterDir} was made by PostgreSQL ${major - 1};.*README: "Upgrading"\\.$`,
      ),
    );
    expect(output).not.toMatch(/^\s+at /m);
  });
});
