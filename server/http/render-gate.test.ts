import express, { type Response } from "express";
import { expect, it } from "vitest";
import { loopbackApps } from "../../tests/support/loopback-app";
import { renderGate } from "./render-gate";

// Pages and form posts are handled a few at a time; the others wait their turn, and one whose visitor
// left meanwhile is never handled.

const serve = loopbackApps();

/** A handler that answers each request only when the test says so, and tells what it is handling. */
function heldHandler() {
  const handling: string[] = [];
  const waiting = new Map<string, Response>();
  const handler: express.RequestHandler = (request, response) => {
    handling.push(request.path);
    waiting.set(request.path, response);
  };
  return {
    handler,
    handling,
    answer(path: string) {
      waiting.get(path)?.send(`answered ${path}`);
      waiting.delete(path);
    },
  };
}

it("handles at most the given number of requests at once, the next as soon as one is answered", async () => {
  const held = heldHandler();
  const app = express();
  app.use(renderGate(held.handler, 2));
  const origin = await serve(app);
  const answers = ["/a", "/b", "/c"].map((path) => fetch(`${origin}${path}`).then((r) => r.text()));
  await expect.poll(() => held.handling).toEqual(["/a", "/b"]);
  // "/c" waits while both are in hand...
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(held.handling).toEqual(["/a", "/b"]);
  // ...and is handled once one of them is answered.
  held.answer("/b");
  await expect.poll(() => held.handling).toEqual(["/a", "/b", "/c"]);
  held.answer("/a");
  held.answer("/c");
  expect(await Promise.all(answers)).toEqual(["answered /a", "answered /b", "answered /c"]);
});

it("never handles a request whose visitor left while it waited, and frees its turn", async () => {
  const held = heldHandler();
  const app = express();
  app.use(renderGate(held.handler, 1));
  const origin = await serve(app);
  const first = fetch(`${origin}/first`).then((r) => r.text());
  await expect.poll(() => held.handling).toEqual(["/first"]);
  const leaving = new AbortController();
  const left = fetch(`${origin}/left`, { signal: leaving.signal }).catch((error: Error) => error.name);
  const last = fetch(`${origin}/last`).then((r) => r.text());
  await new Promise((resolve) => setTimeout(resolve, 200));
  leaving.abort();
  expect(await left).toBe("AbortError");
  // Let the server see the closed connection before the turn comes.
  await new Promise((resolve) => setTimeout(resolve, 200));
  held.answer("/first");
  await expect.poll(() => held.handling).toEqual(["/first", "/last"]);
  held.answer("/last");
  expect(await Promise.all([first, last])).toEqual(["answered /first", "answered /last"]);
});
