import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { connectionFailure } from "../network-failure";
import type { AddressGuard, CheckedAddress } from "./address-guard";

// One POST to a receiver: only to addresses the guard checked (the socket connects to them, no
// second look-up), never following a redirect, given up after the timeout. What the receiver said is
// kept short: the delivery log shows its first words.

export const DELIVERY_TIMEOUT_MS = 10_000;
const EXCERPT_CHARACTERS = 200;

export interface DeliveryAnswer {
  /** The receiver's HTTP status; null when there was none. */
  statusCode: number | null;
  /** The start of the answer's body, or why there was no answer (in words: server/network-failure.ts). */
  excerpt: string;
}

/** A lookup that answers with the addresses already checked, whatever the name. */
function checkedLookup(addresses: CheckedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const [first] = addresses;
    if (!first) return callback(new Error("No checked address"), "", 4);
    if ((options as { all?: boolean }).all)
      return (callback as (...args: unknown[]) => void)(null, addresses);
    callback(null, first.address, first.family);
  };
}

function shortText(text: string) {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > EXCERPT_CHARACTERS ? `${flat.slice(0, EXCERPT_CHARACTERS)}…` : flat;
}

export async function postDelivery(
  guard: AddressGuard,
  target: string,
  {
    headers,
    body,
    timeoutMs = DELIVERY_TIMEOUT_MS,
  }: { headers: Record<string, string>; body: string; timeoutMs?: number },
): Promise<DeliveryAnswer> {
  const url = new URL(target);
  const checked = await guard.check(url);
  if (!checked.ok) return { statusCode: null, excerpt: checked.reason };
  const client = url.protocol === "https:" ? https : http;
  const signal = AbortSignal.timeout(timeoutMs);
  return new Promise<DeliveryAnswer>((resolve) => {
    const request = client.request(
      url,
      {
        method: "POST",
        lookup: checkedLookup(checked.addresses),
        signal,
        agent: false,
        headers: {
          ...headers,
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(body)),
          "user-agent": "agency-webhooks/1",
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          if (size < 4096) chunks.push(chunk);
          size += chunk.length;
        });
        const finish = () =>
          resolve({
            statusCode: response.statusCode ?? null,
            excerpt: shortText(Buffer.concat(chunks).toString("utf8")),
          });
        response.on("end", finish);
        // The status is what counts: a body cut short (the timeout, a reset) still leaves it.
        response.on("error", finish);
      },
    );
    request.on("error", (error) =>
      resolve({ statusCode: null, excerpt: shortText(connectionFailure(error, url.host, timeoutMs)) }),
    );
    request.end(body);
  });
}
