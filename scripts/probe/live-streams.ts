import { type ClientRequest, get } from "node:http";
import type { ProbeResult } from "./result";

// A flood of live slot streams from one address (as a proxy on this host reports it), then a visitor
// from another address: the flood gets its share, the visitor is still served.

const FLOOD = 200;

function openStream(url: string, address: string): Promise<{ status: number; request: ClientRequest }> {
  return new Promise((resolve, reject) => {
    const request = get(url, { headers: { "X-Forwarded-For": address } }, (response) => {
      resolve({ status: response.statusCode ?? 0, request });
      if (response.statusCode !== 200) response.resume();
    });
    request.on("error", reject);
  });
}

export async function liveStreamFlood(
  origin: string,
  date: string,
): Promise<Omit<ProbeResult, "peakRssBytes">> {
  const url = `${origin}/api/slots/events?date=${date}`;
  const flood = await Promise.all(Array.from({ length: FLOOD }, () => openStream(url, "198.51.100.66")));
  const visitor = await openStream(url, "198.51.100.67");
  for (const stream of [...flood, visitor]) stream.request.destroy();
  const open = flood.filter((stream) => stream.status === 200).length;
  return {
    probe: `${FLOOD} live streams from one address, then a visitor`,
    sent: FLOOD + 1,
    accepted: open + (visitor.status === 200 ? 1 : 0),
    refused: flood.filter((stream) => stream.status === 429).length + (visitor.status === 429 ? 1 : 0),
    note: `${open} held open for the flood; the visitor from another address got ${visitor.status}`,
  };
}
