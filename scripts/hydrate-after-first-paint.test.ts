import { describe, expect, it } from "vitest";
import { hydrateAfterFirstPaint } from "./hydrate-after-first-paint";

// React Router's page as it prerenders it (7.18), cut down to what the rewrite touches.
const page = [
  '<head><link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/common-B.js"/>',
  '<link rel="stylesheet" href="/assets/root-C.css"/></head><body><main>Content</main>',
  '<script>window.__reactRouterContext = {};</script><script type="module" async="">;',
  'import * as route0 from "/assets/root-D.js";',
  'import * as route1 from "/assets/home-E.js";',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
  'import("/assets/entry.client-A.js");</script></body>',
].join("\n");

describe("a prerendered page's scripts after its first paint", () => {
  const rewritten = hydrateAfterFirstPaint(page);
  const script = rewritten.match(/<script type="module" async="">([\s\S]*?)<\/script>/)?.[1] ?? "";

  it("leaves no module preload in the head, and the stylesheet and the rest of the page as they were", () => {
    expect(rewritten).not.toContain('<link rel="modulepreload"');
    expect(rewritten).toContain('<link rel="stylesheet" href="/assets/root-C.css"/>');
    expect(rewritten).toContain("<main>Content</main>");
    expect(rewritten).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("waits for the first contentful paint, then preloads the same modules and imports the routes before the entry", () => {
    expect(script).not.toMatch(/import \* as/);
    const order = [
      script.indexOf('"first-contentful-paint"'),
      script.indexOf('["/assets/entry.client-A.js","/assets/common-B.js"]'),
      script.indexOf(
        'const [route0, route1] = await Promise.all([import("/assets/root-D.js"), import("/assets/home-E.js")]);',
      ),
      script.indexOf('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};'),
      script.indexOf('import("/assets/entry.client-A.js");'),
    ];
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("refuses a page React Router shaped otherwise, rather than shipping it unchanged", () => {
    expect(() => hydrateAfterFirstPaint(page.replace(/<link rel="modulepreload"[^>]*>/g, ""))).toThrow(
      /React Router's page bootstrap/,
    );
    expect(() => hydrateAfterFirstPaint(page.replace(/import \* as route\d+ from "[^"]+";/g, ""))).toThrow(
      /React Router's page bootstrap/,
    );
  });
});
