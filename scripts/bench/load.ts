import { performance } from "node:perf_hooks";
import autocannon from "autocannon";

// Two ways of applying load for a bounded time: HTTP through autocannon on keep-alive connections,
// and a closed loop of direct calls (the baselines). Both report the same figures.

export interface Measured {
  /** Completed operations per second over the run. */
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  count: number;
  /** Operations that failed (HTTP status other than 2xx, connection errors, thrown calls). */
  failed: number;
}

/** Like a browser: a page's requests may be compressed. */
const browserHeaders = { "accept-encoding": "gzip, deflate, br" };

export interface HttpLoad {
  url: string;
  connections: number;
  seconds: number;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  /** A new body for every request (bookings of distinct slots), with headers of its own. */
  body?: () => { body: string; headers?: Record<string, string> };
}

export async function httpLoad({ url, connections, seconds, method = "GET", headers, body }: HttpLoad) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    method,
    headers: { ...browserHeaders, ...headers },
    requests: body
      ? [
          {
            setupRequest: (request) => {
              const next = body();
              return { ...request, body: next.body, headers: { ...request.headers, ...next.headers } };
            },
          },
        ]
      : undefined,
  });
  const count = result["2xx"];
  return {
    perSecond: count / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    count,
    failed: result.non2xx + result.errors,
  } satisfies Measured;
}

/** The same load for one second, unmeasured: connections opened, code paths compiled, caches filled. */
export async function warmUp(load: HttpLoad) {
  await httpLoad({ ...load, seconds: 1 });
}

/**
 * `concurrency` loops calling `call` until `seconds` have passed or `call` says there is no more
 * work (returns false).
 */
export async function closedLoop(
  concurrency: number,
  seconds: number,
  call: () => Promise<unknown>,
): Promise<Measured> {
  const latencies: number[] = [];
  let failed = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let more = true;
  const loop = async () => {
    while (more && performance.now() < deadline) {
      const before = performance.now();
      try {
        if ((await call()) === false) {
          more = false;
          return;
        }
        latencies.push(performance.now() - before);
      } catch {
        failed++;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  const elapsed = (performance.now() - started) / 1000;
  return {
    perSecond: latencies.length / elapsed,
    ...percentiles(latencies),
    count: latencies.length,
    failed,
  };
}

/** Nearest-rank p50 and p99 of some durations in milliseconds. */
export function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
  return { p50Ms: at(50), p99Ms: at(99) };
}
