import { get } from "node:http";
import { performance } from "node:perf_hooks";
import { percentiles } from "./load";

// How long a change takes to reach a watcher: a booking made over HTTP until another client's
// Server-Sent Events stream says its date changed; and, as the baseline, a write until a LISTEN on
// the database's own notification channel hears of it.

const EVENT_TIMEOUT_MS = 5_000;

/** Waits for the next occurrence of something that signals itself through `notify`. */
class Arrivals {
  private waiting: ((at: number) => void) | undefined;
  notify = () => {
    const at = performance.now();
    this.waiting?.(at);
    this.waiting = undefined;
  };
  next(): Promise<number> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("no event within 5 s")), EVENT_TIMEOUT_MS);
      this.waiting = (at) => {
        clearTimeout(timer);
        resolve(at);
      };
    });
  }
}

/** An EventSource-like client of /api/slots/events: resolves once the stream is open. */
function openSlotEvents(origin: string, date: string) {
  const arrivals = new Arrivals();
  return new Promise<{ next: () => Promise<number>; close: () => void }>((resolve, reject) => {
    const request = get(`${origin}/api/slots/events?date=${date}`, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`event stream: ${response.statusCode}`));
      response.setEncoding("utf8");
      let buffered = "";
      response.on("data", (chunk: string) => {
        buffered += chunk;
        let end = buffered.indexOf("\n\n");
        while (end >= 0) {
          if (buffered.slice(0, end).includes("event: slots-changed")) arrivals.notify();
          buffered = buffered.slice(end + 2);
          end = buffered.indexOf("\n\n");
        }
      });
      resolve({ next: () => arrivals.next(), close: () => request.destroy() });
    });
    request.on("error", reject);
  });
}

/**
 * Each latency runs from the start of a step to the arrival it causes (`nextArrival`, asked for before
 * the step); a step that fails or an arrival that does not come counts as failed.
 */
async function timeArrivals<Item>(
  items: Item[],
  nextArrival: () => Promise<number>,
  step: (item: Item) => Promise<unknown>,
) {
  const latencies: number[] = [];
  let failed = 0;
  for (const item of items) {
    const sent = performance.now();
    const arrival = nextArrival();
    arrival.catch(() => {}); // awaited below; a timeout must not count as unhandled meanwhile
    try {
      await step(item);
      latencies.push((await arrival) - sent);
    } catch {
      failed++;
    }
  }
  return { ...percentiles(latencies), count: latencies.length, failed };
}

/**
 * Books the slots one after another; each latency runs from sending the booking request (so it
 * includes the booking itself) to the event reaching the other client.
 */
export async function bookingToEvent(
  origin: string,
  date: string,
  slotIds: string[],
  bookingRequest: (id: string) => { body: string; headers: Record<string, string> },
) {
  const stream = await openSlotEvents(origin, date);
  try {
    return await timeArrivals(slotIds, stream.next, async (id) => {
      const { body, headers } = bookingRequest(id);
      const response = await fetch(`${origin}/book-call.data`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        body,
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`booking answered ${response.status}`);
    });
  } finally {
    stream.close();
  }
}

/** The baseline: `write` changes a slot; `listen` subscribes to the database's notification channel. */
export async function writeToNotification(
  listen: (onNotification: () => void) => Promise<() => Promise<void>>,
  writes: (() => Promise<unknown>)[],
) {
  const arrivals = new Arrivals();
  const unlisten = await listen(arrivals.notify);
  try {
    return await timeArrivals(
      writes,
      () => arrivals.next(),
      (write) => write(),
    );
  } finally {
    await unlisten();
  }
}
