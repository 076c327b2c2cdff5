import { chmodSync, mkdirSync, statSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { temporaryFolder } from "../../../tests/support/temp-folder";
import { letThrough } from "./database-user";

const nobody = { name: "nobody", uid: 65_534, gid: 65_534 };

it("opens DATA_DIR for the database's user to pass through, and names a folder above it that it cannot pass", () => {
  const above = temporaryFolder("passage-");
  const dataDir = path.join(above, "data");
  mkdirSync(dataDir, { mode: 0o700 });
  chmodSync(dataDir, 0o700);
  letThrough(nobody, dataDir);
  expect(statSync(dataDir).mode & 0o777).toBe(0o701);

  chmodSync(above, 0o700);
  expect(() => letThrough(nobody, dataDir)).toThrow(
    `The embedded database runs as the user nobody (PostgreSQL refuses root), who cannot pass through ${above} on the way to DATA_DIR (${dataDir}). Allow it (chmod o+x ${above}), or choose a DATA_DIR such as /var/lib/agency.`,
  );
});
