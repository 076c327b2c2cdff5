import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { openDatabase } from "./connection";
import { DataDirInUseError } from "./pglite-lock";

it("lets one process at a time open an embedded database folder", async () => {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "lock-")), "pglite");
  const first = await openDatabase({ kind: "pglite", dataDir });
  await expect(openDatabase({ kind: "pglite", dataDir })).rejects.toBeInstanceOf(DataDirInUseError);
  await first.close();
  const second = await openDatabase({ kind: "pglite", dataDir });
  await second.close();
});
