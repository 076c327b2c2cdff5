import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
import type { Request } from "express";

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
export function encodingFor(request: Request): Encoding | undefined {
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
