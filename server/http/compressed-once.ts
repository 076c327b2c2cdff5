import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
import type { Request, Response } from "express";

export type Encoding = "br" | "gzip";
export const encodings: Encoding[] = ["br", "gzip"];

/** The best ratio: each of these bodies is compressed once and sent many times. */
const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
const gzipOptions = { level: 9 };

const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => promisify(brotliCompress)(body, brotliOptions),
  gzip: (body) => promisify(gzip)(body, gzipOptions),
};

export function compressNow(body: Buffer, encoding: Encoding): Buffer {
  return encoding === "br" ? brotliCompressSync(body, brotliOptions) : gzipSync(body, gzipOptions);
}

/** Brotli when the browser takes it (as the compression middleware chooses), else gzip, else none. */
function encodingFor(request: Request): Encoding | undefined {
  if (request.acceptsEncodings("br")) return "br";
  if (request.acceptsEncodings("gzip")) return "gzip";
  return undefined;
}

/**
 * A body that never changes while the server runs (a page rendered at build time), compressed once
 * per encoding the first time a browser asks for it: the compression middleware would compress it
 * again, at a lower ratio, for every request.
 */
export class CompressedOnce {
  private readonly encoded: Partial<Record<Encoding, Promise<Buffer>>> = {};

  constructor(readonly raw: Buffer) {}

  async body(encoding: Encoding): Promise<Buffer> {
    // A failed compression is tried again by the next request rather than remembered.
    this.encoded[encoding] ??= compressors[encoding](this.raw).catch((error) => {
      delete this.encoded[encoding];
      throw error;
    });
    return this.encoded[encoding];
  }
}

/** The ETag of a body that never changes while the server runs: a digest of its bytes. */
export function etagOf(body: Buffer) {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

/**
 * Sends a body kept in memory, its Cache-Control and Content-Type already set: 304 to a browser that
 * has it; else the form `compressedAs` gives for the encoding the browser takes (none: the body as it
 * is, left to the compression middleware), with its length; the headers alone to HEAD.
 */
export async function sendStored(
  request: Request,
  response: Response,
  stored: {
    raw: Buffer;
    etag: string;
    compressedAs?: (encoding: Encoding) => Promise<Buffer | undefined>;
  },
) {
  response.setHeader("ETag", stored.etag);
  if (stored.compressedAs) response.vary("Accept-Encoding");
  if (request.fresh) {
    response.status(304).end();
    return;
  }
  const encoding = stored.compressedAs ? encodingFor(request) : undefined;
  const compressed = encoding ? await stored.compressedAs?.(encoding) : undefined;
  if (compressed && encoding) response.setHeader("Content-Encoding", encoding);
  const body = compressed ?? stored.raw;
  response.setHeader("Content-Length", body.length);
  response.end(request.method === "HEAD" ? undefined : body);
}
