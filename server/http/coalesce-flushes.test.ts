import compression from "compression";
import express, { type Response } from "express";
import { describe, expect, it } from "vitest";
import { loopbackApps } from "../../tests/support/loopback-app";
import { coalesceFlushes } from "./coalesce-flushes";

// One compressor flush per turn of the event loop, however often React Router asks for one.

const serve = loopbackApps();

const flushable = (response: Response) => response as Response & { flush(): void };

it("flushes once for the chunks written in one turn, again for a chunk written later", async () => {
  const flushes: number[] = [];
  const app = express();
  app.use((_request, response, next) => {
    let count = 0;
    flushable(response).flush = () => {
      count++;
    };
    response.on("finish", () => flushes.push(count));
    next();
  });
  app.use(coalesceFlushes());
  app.get("/", (_request, response) => {
    for (let chunk = 0; chunk < 10; chunk++) {
      response.write(`chunk ${chunk}\n`);
      flushable(response).flush();
    }
    setTimeout(() => {
      response.write("later\n");
      flushable(response).flush();
      setTimeout(() => response.end(), 20);
    }, 20);
  });
  const origin = await serve(app);
  expect(await (await fetch(origin)).text()).toContain("later");
  expect(flushes).toEqual([2]);
});

describe("behind compression", () => {
  it("passes the same bytes through the compressor", async () => {
    const text = Array.from({ length: 50 }, (_, index) => `<li>item ${index}</li>`).join("");
    const app = express();
    app.use(compression({ threshold: 0 }));
    app.use(coalesceFlushes());
    app.get("/", (_request, response) => {
      response.type("html");
      for (let start = 0; start < text.length; start += 100) {
        response.write(text.slice(start, start + 100));
        flushable(response).flush();
      }
      response.end();
    });
    const origin = await serve(app);
    const response = await fetch(origin, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(await response.text()).toBe(text); // fetch decodes it
  });
});
