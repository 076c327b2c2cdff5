import path from "node:path";
import { expect, it } from "vitest";
import { temporaryFolder } from "../../tests/support/temp-folder";
import { openDatabase } from "./connection";
import { DataDirInUseError } from "./data-dir-lock";

it("lets one site at a time start the embedded database of a DATA_DIR; a tool joins the running one", async () => {
  const dataDir = path.join(temporaryFolder("lock-"), "data");
  const first = await openDatabase({ kind: "embedded", dataDir });
  await expect(openDatabase({ kind: "embedded", dataDir })).rejects.toBeInstanceOf(DataDirInUseError);
  const tool = await openDatabase({ kind: "embedded", dataDir, alongsideSite: true });
  await tool.close();
  // The tool's close left the site's server running.
  await first.db.execute("select 1");
  await first.close();
  const second = await openDatabase({ kind: "embedded", dataDir });
  await second.close();
});
