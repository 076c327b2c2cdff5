import { readdirSync, readFileSync, rmSync } from "node:fs";
import { get as httpGet } from "node:http";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { describe, expect, it } from "vitest";
import { serveClientFolder } from "../../tests/support/client-folder";
import { builtAssets, precompressAssets } from "./built-assets";

// Fingerprinted bundles are compressed once, by the build, and kept by browsers for a year.

const script = `export const greeting = ${JSON.stringify("hello ".repeat(2_000))};\n`;
// A few hundred bytes, as the landing page's smallest chunks are: smaller compressed, so sent so.
const small = `import{a as o}from"./common.js";export const icon=o("bot",[["path",{d:"M12 8V4H8"}],["rect",{width:"16",height:"12",x:"4",y:"8",rx:"2"}],["path",{d:"M2 14h2"}],["path",{d:"M20 14h2"}]]);\n`;
const font = Buffer.from(Array.from({ length: 4_000 }, (_, index) => (index * 7919) % 256));

describe("the build's bundles", () => {
  const served = serveClientFolder(
    {
      "assets/entry-abc123.js": script,
      "assets/tiny-def456.css": "a{color:red}",
      "assets/small-abc789.js": small,
      "assets/inter-1.woff2": font,
      "assets/earlier-build-777.js": script,
      "assets/earlier-build-888.js": script,
      "assets/earlier-build-999.js": script,
    },
    (folder) => {
      precompressAssets(`${folder}/assets`);
      const app = express();
      app.use(compression());
      app.use("/assets", builtAssets(`${folder}/assets`));
      app.use((_request, response) => {
        response.status(404).end("not here");
      });
      return app;
    },
  );

  const get = (pathname: string, headers: Record<string, string> = {}) =>
    fetch(served.origin + pathname, { headers: { "Accept-Encoding": "identity", ...headers } });
  const built = (name: string) => readFileSync(path.join(served.folder, "assets", name));

  it("sends the build's brotli to browsers that take it, else its gzip, else the file; immutable for a year", async () => {
    const file = "/assets/entry-abc123.js";
    const br = await get(file, { "Accept-Encoding": "gzip, deflate, br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    // The form the build made, sent as it is (a body compressed on the way out has no length).
    expect(br.headers.get("content-length")).toBe(String(built("entry-abc123.js.br").length));
    expect(await br.text()).toBe(script);
    const gzip = await get(file, { "Accept-Encoding": "gzip" });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gzip.headers.get("content-length")).toBe(String(built("entry-abc123.js.gz").length));
    expect(await gzip.text()).toBe(script);
    const plain = await get(file);
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("content-length")).toBe(String(Buffer.byteLength(script)));
    expect(await plain.text()).toBe(script);
    for (const response of [br, gzip, plain]) {
      expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("vary")).toMatch(/Accept-Encoding/i);
    }
  });

  it("compresses small bundles too, but neither fonts nor a file no compression makes smaller", async () => {
    const names = readdirSync(path.join(served.folder, "assets"));
    expect(names.filter((name) => /\.(br|gz)$/.test(name)).sort()).toEqual(
      ["entry-abc123", "earlier-build-777", "earlier-build-888", "earlier-build-999", "small-abc789"]
        .flatMap((name) => [`${name}.js.br`, `${name}.js.gz`])
        .sort(),
    );
    const smallGzip = await get("/assets/small-abc789.js", { "Accept-Encoding": "gzip" });
    expect(smallGzip.headers.get("content-encoding")).toBe("gzip");
    expect(Number(smallGzip.headers.get("content-length"))).toBeLessThan(Buffer.byteLength(small));
    expect(await smallGzip.text()).toBe(small);
    const woff2 = await get("/assets/inter-1.woff2", { "Accept-Encoding": "gzip, br" });
    expect(woff2.headers.get("content-encoding")).toBeNull();
    expect(woff2.headers.get("content-type")).toBe("font/woff2");
    expect(Buffer.from(await woff2.arrayBuffer()).equals(font)).toBe(true);
    const css = await get("/assets/tiny-def456.css", { "Accept-Encoding": "gzip, br" });
    expect(css.headers.get("content-encoding")).toBeNull();
    expect(css.headers.get("content-type")).toBe("text/css; charset=utf-8");
    expect(await css.text()).toBe("a{color:red}");
  });

  it("answers 304 to a browser that has the file, and headers alone to HEAD", async () => {
    const etag = (await get("/assets/entry-abc123.js")).headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]+"$/);
    // As a browser revalidates (fetch would add Cache-Control: no-cache to a conditional request).
    const status = await new Promise((resolve, reject) =>
      httpGet(
        `${served.origin}/assets/entry-abc123.js`,
        { headers: { "If-None-Match": etag } },
        (response) => {
          response.resume();
          resolve(response.statusCode);
        },
      ).on("error", reject),
    );
    expect(status).toBe(304);
    const head = await fetch(`${served.origin}/assets/entry-abc123.js`, {
      method: "HEAD",
      headers: { "Accept-Encoding": "br" },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-encoding")).toBe("br");
    expect(await head.text()).toBe("");
  });

  it("leaves any other name, the compressed forms' own included, to what comes after", async () => {
    for (const file of ["/assets/missing-000.js", "/assets/entry-abc123.js.br", "/assets/"]) {
      const response = await get(file);
      expect(response.status, file).toBe(404);
      expect(await response.text(), file).toBe("not here");
    }
    const post = await fetch(`${served.origin}/assets/entry-abc123.js`, { method: "POST" });
    expect(post.status).toBe(404);
  });

  // A build replaced under the running server (a deploy): a page of the earlier build asks for its bundles.
  it("answers a bundle removed since the server started as not here, not as a server error", async () => {
    for (const [name, encoding] of [
      ["earlier-build-777.js", "br"],
      ["earlier-build-888.js", "identity"],
    ] as const) {
      for (const form of [name, `${name}.br`, `${name}.gz`]) rmSync(path.join(served.folder, "assets", form));
      const response = await get(`/assets/${name}`, { "Accept-Encoding": encoding });
      expect(response.status, name).toBe(404);
      expect(await response.text(), name).toBe("not here");
    }
  });

  it("still sends the file when only its compressed form was removed", async () => {
    const name = "earlier-build-999.js";
    rmSync(path.join(served.folder, "assets", `${name}.gz`));
    const response = await get(`/assets/${name}`, { "Accept-Encoding": "gzip" });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(script);
  });
});

describe("npm run build", () => {
  it("leaves every bundle and stylesheet of 1 kB or more also as brotli and gzip of the same bytes", () => {
    const assets = path.resolve("build/client/assets");
    const names = readdirSync(assets);
    const sources = names.filter(
      (name) => /\.(js|css)$/.test(name) && readFileSync(path.join(assets, name)).length >= 1024,
    );
    expect(sources.length).toBeGreaterThan(10);
    for (const name of sources) {
      const body = readFileSync(path.join(assets, name));
      expect(brotliDecompressSync(readFileSync(path.join(assets, `${name}.br`))).equals(body), name).toBe(
        true,
      );
      expect(gunzipSync(readFileSync(path.join(assets, `${name}.gz`))).equals(body), name).toBe(true);
    }
  });
});
