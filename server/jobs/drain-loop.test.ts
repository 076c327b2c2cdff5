import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { missingSocketFailure } from "../../tests/support/missing-socket";
import { type LogLevel, logLevel, setLogLevel } from "../logger";
import { OutboxDrainByItem } from "./drain-loop";

// A worker's passes while the database is away: said once when it goes, once when it is back, not at
// every poll; any other failure is still logged each time with its stack.

/** What node-postgres throws when the server's socket is gone, as Drizzle wraps it. */
async function unreachable() {
  return new Error("Failed query: select 1", { cause: await missingSocketFailure() });
}

class ScriptedOutbox extends OutboxDrainByItem<number> {
  constructor(private readonly failures: (Error | undefined)[]) {
    super(10, { pass: "Test outbox", record: "Could not record a test item" });
  }
  get done() {
    return this.failures.length === 0;
  }
  protected async claim() {
    const failure = this.failures.shift();
    if (failure) throw failure;
    return [];
  }
  protected async handle() {}
}

let lines: string[] = [];
// The level is process-wide, and an earlier file of this worker may have left it above info.
let levelBefore: LogLevel = "info";
beforeEach(() => {
  levelBefore = logLevel();
  setLogLevel("info");
  lines = [];
  for (const stream of [process.stdout, process.stderr])
    vi.spyOn(stream, "write").mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
});
afterEach(() => {
  vi.restoreAllMocks();
  setLogLevel(levelBefore);
});

it("says once that the database is unreachable and once that it is back, and logs other failures each time", async () => {
  const outage = await unreachable();
  const outbox = new ScriptedOutbox([outage, outage, outage, undefined, new TypeError("a bug"), outage]);
  outbox.start();
  const said = (text: string) => lines.filter((line) => line.includes(text));
  // Two outages, each followed by a pass that succeeds (the script's end: nothing due).
  await expect.poll(() => outbox.done && said("reachable again").length === 2).toBe(true);
  await outbox.stop();
  expect(said("Test outbox: the database is unreachable (connect ENOENT")).toHaveLength(2);
  expect(said("trying again every 0.01 s")).toHaveLength(2);
  expect(said("Test outbox: the database is reachable again")).toHaveLength(2);
  expect(said("Test outbox pass failed")).toHaveLength(1);
  expect(said("TypeError: a bug")).toHaveLength(1);
});
