import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { get as httpGet, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prerenderedPages } from "./prerendered";

// Prerendered pages are sent from memory, compressed once, revalidated with an ETag.

const html = `<!DOCTYPE html><html><head><script>window.x=1</script></head><body>${"<p>Hello</p>".repeat(500)}</body></html>`;

describe("prerendered pages", () => {
  let clientDir: string;
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), "prerendered-"));
    writeFileSync(path.join(clientDir, "index.html"), html);
    mkdirSync(path.join(clientDir, "projects/one"), { recursive: true });
    writeFileSync(path.join(clientDir, "projects/one/index.html"), "<!DOCTYPE html><p>One</p>");
    const pages = prerenderedPages(clientDir);
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
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(clientDir, { recursive: true, force: true });
  });

  const get = (pathname: string, headers: Record<string, string> = {}) =>
    fetch(origin + pathname, { headers: { "Accept-Encoding": "identity", ...headers } });

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
      httpGet(`${origin}/`, { headers: { "If-None-Match": etag } }, (response) => {
        response.resume();
        resolve(response.statusCode);
      }).on("error", reject),
    );
    expect(status).toBe(304);
    const head = await fetch(`${origin}/`, { method: "HEAD", headers: { "Accept-Encoding": "identity" } });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(Buffer.byteLength(html)));
    expect(await head.text()).toBe("");
  });

  it("serves nested pages with or without a trailing slash, and nothing else", async () => {
    expect(await (await get("/projects/one")).text()).toBe("<!DOCTYPE html><p>One</p>");
    expect(await (await get("/projects/one/")).text()).toBe("<!DOCTYPE html><p>One</p>");
    expect((await get("/projects/two")).status).toBe(404);
    expect((await fetch(`${origin}/`, { method: "POST" })).status).toBe(404);
  });
});
