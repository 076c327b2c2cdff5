import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { temporaryFolder } from "../../../tests/support/temp-folder";
import { linkLibraries } from "./binaries";

it("makes the library links the platform package lists, once, whether or not its install script ran", () => {
  const packageDir = temporaryFolder("binaries-");
  mkdirSync(path.join(packageDir, "native", "lib"), { recursive: true });
  writeFileSync(path.join(packageDir, "native", "lib", "libicuuc.so.60.2"), "library");
  writeFileSync(
    path.join(packageDir, "native", "pg-symlinks.json"),
    JSON.stringify([{ source: "native/lib/libicuuc.so.60.2", target: "native/lib/libicuuc.so.60" }]),
  );
  linkLibraries(packageDir);
  linkLibraries(packageDir);
  expect(readFileSync(path.join(packageDir, "native", "lib", "libicuuc.so.60"), "utf8")).toBe("library");
});
