import { get } from "node:http";
import { dribble, halfSentHeaders, openRawConnection, slowBodyHeaders } from "./raw-connection";
import type { ProbeResult } from "./result";

// One address opens thousands of connections that never finish a request (half-sent headers) and a
// few hundred that send their body a byte every 5 s, as the outside probe of issue 26 did; meanwhile
// another address asks for /healthz and a page every 100 ms. Needs a server that does not trust
// loopback as a proxy (TRUST_PROXY=none), so 127.0.0.1 and 127.0.0.2 are two clients.

const IDLE = 5_000;
const SLOW = 200;
const ATTACKER = "127.0.0.1";
const VISITOR = "127.0.0.2";
/** The probe ends when every hoarded connection is closed, or after this long. */
const LIMIT_MS = 45_000;

function visit(url: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    get(url, { localAddress: VISITOR, agent: false, timeout: 10_000 }, (response) => {
      response.resume();
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
      );
    })
      .on("timeout", function (this: { destroy(): void }) {
        this.destroy();
      })
      .on("error", () => resolve({ status: 0, ms: performance.now() - started }));
  });
}

const percentile = (values: number[], p: number) =>
  values.length
    ? ([...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0)
    : 0;

export async function connectionHoard(origin: string): Promise<Omit<ProbeResult, "peakRssBytes">> {
  const visits: Promise<{ status: number; ms: number }>[] = [];
  let visiting = true;
  const visitor = (async () => {
    while (visiting) {
      visits.push(visit(`${origin}/healthz`), visit(`${origin}/book-call`));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();

  // The slow bodies first, so they are within the client's share and show how long one may last.
  const slow = Array.from({ length: SLOW }, () =>
    openRawConnection(origin, { from: ATTACKER, send: slowBodyHeaders }),
  );
  for (const connection of slow) void connection.connected.then(() => dribble(connection, 5_000));
  await Promise.all(slow.map((connection) => connection.connected));
  const idle = Array.from({ length: IDLE }, () =>
    openRawConnection(origin, { from: ATTACKER, send: halfSentHeaders }),
  );
  const all = [...idle, ...slow];
  const deadline = new Promise<"limit">((resolve) => setTimeout(() => resolve("limit"), LIMIT_MS).unref());
  await Promise.race([Promise.all(all.map((connection) => connection.closed)), deadline]);
  visiting = false;
  await visitor;
  const seen = await Promise.all(visits);
  const stillOpen = all.filter((connection) => !connection.socket.destroyed).length;
  for (const connection of all) connection.socket.destroy();

  const answers = await Promise.all(all.map((connection) => connection.answer));
  const refused = answers.filter((line) => line.includes(" 429 ")).length;
  const timedOut = (list: typeof all) =>
    Promise.all(
      list.map(async (connection) =>
        (await connection.answer).includes(" 408 ") ? connection.closed : null,
      ),
    );
  const idleCut = (await timedOut(idle)).filter((ms): ms is number => ms !== null);
  const slowCut = (await timedOut(slow)).filter((ms): ms is number => ms !== null);
  const served = seen.filter((each) => each.status === 200);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return {
    probe: `${IDLE} half-sent requests and ${SLOW} slow bodies from one address`,
    sent: all.length,
    accepted: all.length - refused,
    refused,
    note: [
      `${idleCut.length} half-sent cut (408) after at most ${seconds(Math.max(0, ...idleCut))}`,
      `${slowCut.length} slow bodies after at most ${seconds(Math.max(0, ...slowCut))}`,
      stillOpen ? `${stillOpen} still open at ${seconds(LIMIT_MS)}` : "none left open",
      `another address: ${served.length}/${seen.length} answered 200, p50 ${percentile(
        served.map((each) => each.ms),
        0.5,
      ).toFixed(0)} ms, p99 ${percentile(
        served.map((each) => each.ms),
        0.99,
      ).toFixed(0)} ms`,
    ].join("; "),
  };
}
