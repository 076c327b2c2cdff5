import { get as httpGet } from "node:http";
import compression from "compression";
import express from "express";
import { describe, expect, it } from "vitest";
import { serveClientFolder } from "../../tests/support/client-folder";
import { prerenderedPages } from "./prerendered";

// Prerendered pages are sent from memory, compressed once, revalidated with an ETag.

const html = `<!DOCTYPE html><html><head><script>window.x=1</script></head><body>${"<p>Hello</p>".repeat(500)}</body></html>`;

describe("prerendered pages", () => {
  const served = serveClientFolder(
    { "index.html": html, "projects/one/index.html": "<!DOCTYPE html><p>One</p>" },
    (folder) => {
      const pages = prerenderedPages(folder);
      const app = express();
      app.use(compression());
      app.use(pages.match);
      app.use((_request, response, next) => {
        response.setHeader("X-Script-Hashes", String(response.locals.cspScriptHashes?.length ?? "none"));
        next();
      });
      app.use(pages.serve);
      app.use((_request, response) => {
        response.status(404).end();
      });
      return app;
    },
  );

  const get = (pathname: string, headers: Record<string, string> = {}) =>
    fetch(served.origin + pathname, { headers: { "Accept-Encoding": "identity", ...headers } });

  it("sends brotli to browsers that take it, else gzip, else the page as built", async () => {
    // fetch decodes the body; the Content-Length shows what travelled.
    const br = await get("/", { "Accept-Encoding": "gzip, deflate, br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(Number(br.headers.get("content-length"))).toBeLessThan(html.length / 10);
    expect(await br.text()).toBe(html);
    const gzip = await get("/", { "Accept-Encoding": "gzip" });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(Number(gzip.headers.get("content-length"))).toBeLessThan(html.length / 10);
    expect(await gzip.text()).toBe(html);
    const plain = await get("/");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("content-length")).toBe(String(Buffer.byteLength(html)));
    expect(await plain.text()).toBe(html);
    for (const response of [br, gzip, plain]) {
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(response.headers.get("vary")).toMatch(/Accept-Encoding/i);
      expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
      expect(response.headers.get("x-script-hashes")).toBe("1");
    }
  });

  it("answers 304 to a browser that has the page, and headers alone to HEAD", async () => {
    const etag = (await get("/")).headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]+"$/);
    // As a browser revalidates (fetch would add Cache-Control: no-cache to a conditional request).
    const status = await new Promise((resolve, reject) =>
      httpGet(`${served.origin}/`, { headers: { "If-None-Match": etag } }, (response) => {
        response.resume();
        resolve(response.statusCode);
      }).on("error", reject),
    );
    expect(status).toBe(304);
    const head = await fetch(`${served.origin}/`, {
      method: "HEAD",
      headers: { "Accept-Encoding": "identity" },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(Buffer.byteLength(html)));
    expect(await head.text()).toBe("");
  });

  it("serves nested pages with or without a trailing slash, and nothing else", async () => {
    expect(await (await get("/projects/one")).text()).toBe("<!DOCTYPE html><p>One</p>");
    expect(await (await get("/projects/one/")).text()).toBe("<!DOCTYPE html><p>One</p>");
    expect((await get("/projects/two")).status).toBe(404);
    expect((await fetch(`${served.origin}/`, { method: "POST" })).status).toBe(404);
  });
});
