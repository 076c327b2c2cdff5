import { PassThrough } from "node:stream";
import { cspNonceContext } from "@domain/router-context";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { reportRequestError } from "../server/http/request-errors";
import { NonceContext } from "./nonce";

export const streamTimeout = 5_000;

/**
 * The document is rendered whole and handed over as one buffer. No route defers data (nothing
 * renders after the shell), so streaming would send the same bytes no sooner, while a dozen small
 * chunks, each compressed and flushed on its own, halved the pages served per second
 * (docs/decisions/008-benchmark-and-lean-reads.md).
 * What a page loads lazily (React.lazy, such as the 404 page in the root's error boundary) is rendered
 * in place.
 * A route that starts deferring data should bring back `onShellReady` and a streamed body.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(cspNonceContext) || undefined;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          const chunks: Buffer[] = [];
          const document = new PassThrough();
          document.on("data", (chunk: Buffer) => chunks.push(chunk));
          document.on("end", () => {
            clearTimeout(timeoutId);
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            resolve(
              new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }),
            );
          });
          pipe(document);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/**
 * Errors in loaders, actions, middleware and rendering: logged with their stack, never shown to the
 * visitor. A database outage is noted for the root middleware (503) and logged once per request.
 */
export function handleError(error: unknown, args: { request: Request; context: object }) {
  if (args.request.signal.aborted) return;
  reportRequestError(error, args);
}
