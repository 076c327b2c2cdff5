import { readFileSync } from "node:fs";

// A process's resident memory, read from Linux's /proc, and its peak while something runs.

export function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN);
  return kilobytes * 1024;
}

/** Samples `pid`'s resident memory every `everyMs` until stopped; stop() gives the highest seen. */
export function watchPeakMemory(pid: number, everyMs = 10) {
  let peak = residentBytes(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, residentBytes(pid));
    } catch {
      // The process ended; its peak so far stands.
    }
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      try {
        peak = Math.max(peak, residentBytes(pid));
      } catch {}
      return peak;
    },
  };
}
