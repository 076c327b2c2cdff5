import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { productionReactRouter } from "./react-router-production";

describe("productionReactRouter", () => {
  it("sends React Router and its DOM entry to the production build that ships beside the development one", () => {
    for (const source of ["react-router", "react-router/dom"]) {
      const file = productionReactRouter(source) ?? "";
      expect(file).toMatch(/\/react-router\/dist\/production\/[\w-]+\.mjs$/);
      expect(existsSync(file), file).toBe(true);
    }
  });

  it("picks a build without React Router's development warnings", () => {
    const folder = dirname(productionReactRouter("react-router") ?? "");
    const build = readdirSync(folder)
      .filter((file) => file.endsWith(".mjs"))
      .map((file) => readFileSync(join(folder, file), "utf8"))
      .join("\n");
    expect(build).toContain("ENABLE_DEV_WARNINGS = false");
    expect(build).not.toContain("ENABLE_DEV_WARNINGS = true");
  });

  it("leaves every other import alone", () => {
    expect(productionReactRouter("react")).toBeUndefined();
    expect(productionReactRouter("@react-router/node")).toBeUndefined();
    expect(productionReactRouter("react-router/internal")).toBeUndefined();
  });
});
