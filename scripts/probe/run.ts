import { oversizedBodies } from "./bodies";
import { connectionHoard } from "./connection-hoard";
import { bookingHoard } from "./hoarding";
import { liveStreamFlood } from "./live-streams";
import { residentBytes, watchPeakMemory } from "./memory";
import { type ProbeResult, renderProbes } from "./result";
import { startProbeServer } from "./server";
import { signInLockout } from "./sign-ins";

// The attacks of the "holds up under attack" issue, run one after another against a fresh
// production server: each prints what it sent, what was accepted and refused, and the server's peak
// memory meanwhile. Returns the table `npm run probe` (and the end of `npm run bench`) prints.

const progress = (message: string) => process.stderr.write(`${message}\n`);

export async function runProbes(): Promise<string> {
  progress("probe: starting a production server on a fresh embedded database…");
  const server = await startProbeServer();
  try {
    // What a visitor's first requests load, so the idle figure is a working server's.
    const calendar = (await (await fetch(`${server.origin}/api/booking-calendar`)).json()) as {
      today: string;
      days: { date: string; count: number }[];
    };
    await fetch(`${server.origin}/book-call`).then((response) => response.text());
    const idle = residentBytes(server.pid);
    const streamDate = calendar.days.find((day) => day.count > 0)?.date ?? calendar.today;
    const probes: [string, () => Promise<Omit<ProbeResult, "peakRssBytes">>][] = [
      ["oversized bodies", () => oversizedBodies(server.origin)],
      ["live stream flood", () => liveStreamFlood(server.origin, streamDate)],
      ["booking hoard", () => bookingHoard(server.origin)],
      ["failed sign-ins", () => signInLockout(server.origin)],
    ];
    const results: ProbeResult[] = [];
    for (const [name, probe] of probes) {
      progress(`probe: ${name}…`);
      const peak = watchPeakMemory(server.pid);
      const result = await probe();
      results.push({ ...result, peakRssBytes: peak.stop() });
    }
    results.push(await connectionProbe());
    return [
      `Probes against a production server on the embedded database (idle RSS ${(idle / 1024 / 1024).toFixed(0)} MB; peak RSS per probe, + over idle):`,
      renderProbes(results, idle),
    ].join("\n");
  } finally {
    await server.stop();
  }
}

/** On a server of its own that trusts no proxy: 127.0.0.1 and 127.0.0.2 are two clients to it. */
async function connectionProbe(): Promise<ProbeResult> {
  progress("probe: connection hoard (a server of its own, TRUST_PROXY=none)…");
  const server = await startProbeServer({ TRUST_PROXY: "none" });
  try {
    const peak = watchPeakMemory(server.pid);
    const result = await connectionHoard(server.origin);
    return { ...result, peakRssBytes: peak.stop() };
  } finally {
    await server.stop();
  }
}
