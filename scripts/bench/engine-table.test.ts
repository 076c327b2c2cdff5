import { describe, expect, it } from "vitest";
import type { EngineFigures } from "./engine";
import { engineTable, range } from "./engine-table";

function round(firstStartSeconds: number, idleRssMb: number, perSecond: number): EngineFigures {
  const memory = (rssMb: number) => ({ rssMb, pssMb: rssMb / 2, processes: 10 });
  return {
    firstStartSeconds,
    restartSeconds: 1.04,
    idle: memory(idleRssMb),
    burst: { peak: memory(idleRssMb + 300), bookings: 500, failed: 0, p99Ms: 6300 },
    bookings: { perSecond, p50Ms: 400, p99Ms: 850, count: perSecond * 5, failed: 0 },
  };
}

describe("a range over rounds", () => {
  it("is low–high, one figure when they round alike, a dash with none", () => {
    expect(range([1.84, 1.71, 1.79], 1)).toBe("1.7–1.8");
    expect(range([115.2, 114.6])).toBe("115");
    expect(range([])).toBe("—");
  });
});

describe("the engines side by side", () => {
  const table = engineTable(
    [
      { label: "old", rounds: [round(8.2, 450, 41), round(11.3, 406, 11)] },
      { label: "new", rounds: [round(2.4, 247, 105)] },
    ],
    500,
  );
  const lines = table.split("\n");

  it("heads each engine's column with how many rounds it holds", () => {
    expect(lines[0]).toMatch(/^figure \(range over rounds\) +old, 2 rounds +new, 1 round$/);
  });

  it("gives each figure its range per engine, in aligned columns", () => {
    const row = (name: string) => lines.find((line) => line.startsWith(name)) ?? "";
    expect(row("first start")).toMatch(/8\.2–11\.3 s +2\.4 s$/);
    expect(row("idle")).toContain("RSS 406–450 MB, PSS 203–225 MB, 10 processes");
    expect(row("peak, 500 bookings at once")).toContain("RSS 547 MB");
    expect(row("500 at once")).toContain("500 booked, 0 failed, p99 6300 ms");
    expect(row("bookings at 50")).toMatch(/11–41\/s, p99 850 ms, 0 failed +105\/s/);
    expect(row("first start").indexOf("2.4 s")).toBe(lines[0]?.indexOf("new, 1 round"));
  });

  it("marks an engine that has no rounds with dashes", () => {
    const alone = engineTable([{ label: "old", rounds: [] }], 500);
    expect(
      alone
        .split("\n")
        .slice(2)
        .every((line) => line.endsWith("—")),
    ).toBe(true);
  });
});
