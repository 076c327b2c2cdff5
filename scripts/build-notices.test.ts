import { describe, expect, it } from "vitest";
import { isKnownNoise } from "./build-notices";

// The build's warnings nobody here can act on are dropped; any other still shows (vite.config.ts).

const zodComment = {
  code: "INVALID_ANNOTATION",
  id: "/work/main/node_modules/zod/v4/core/util.js",
  message: 'A comment "// Wrapped in a `@__PURE__` IIFE…" in "…/zod/v4/core/util.js" contains an annotation…',
};
const dynamicImport = {
  code: "PLUGIN_WARNING",
  plugin: "vite:reporter",
  message:
    "(!) app/components/site/not-found-page.tsx is dynamically imported by app/root.tsx but also statically imported by app/routes/not-found.tsx, dynamic import will not move module into another chunk.",
};

describe("the build's known noise", () => {
  it("drops the empty browser chunk of a resource route, and only that", () => {
    for (const route of ["robots", "sitemap", "logout", "bookings-csv"])
      expect(isKnownNoise({ code: "EMPTY_BUNDLE", names: [route], message: "" }, "client")).toBe(true);
    expect(isKnownNoise({ code: "EMPTY_BUNDLE", names: ["booking-rules"], message: "" }, "client")).toBe(
      false,
    );
  });

  it("drops Rollup's note on zod's comments, not on ours", () => {
    expect(isKnownNoise(zodComment, "client")).toBe(true);
    expect(isKnownNoise({ ...zodComment, id: "/work/wt/app/lib/site.ts" }, "client")).toBe(false);
  });

  it("drops the dynamic-import note in the server bundle only: in the browser's it means a chunk was lost", () => {
    expect(isKnownNoise(dynamicImport, "ssr")).toBe(true);
    expect(isKnownNoise(dynamicImport, "client")).toBe(false);
  });

  it("keeps every other warning", () => {
    expect(isKnownNoise({ code: "CIRCULAR_DEPENDENCY", message: "Circular dependency" }, "client")).toBe(
      false,
    );
  });
});
