import type { EngineFigures } from "./engine";
import type { Memory } from "./npm-start";
import { columns } from "./table";

// The engines side by side: one column each, every figure the range of its rounds.

export interface EngineColumn {
  label: string;
  rounds: EngineFigures[];
}

/** "1.7–1.8" over the values, one figure when they round alike, "—" with none. */
export function range(values: number[], digits = 0): string {
  if (values.length === 0) return "—";
  const low = Math.min(...values).toFixed(digits);
  const high = Math.max(...values).toFixed(digits);
  return low === high ? low : `${low}–${high}`;
}

type Pick = (figures: EngineFigures) => number;
const over = (rounds: EngineFigures[], pick: Pick, digits = 0) => range(rounds.map(pick), digits);

function memory(rounds: EngineFigures[], at: (figures: EngineFigures) => Memory) {
  const rss = over(rounds, (f) => at(f).rssMb);
  const pss = over(rounds, (f) => at(f).pssMb);
  return `RSS ${rss} MB, PSS ${pss} MB, ${over(rounds, (f) => at(f).processes)} processes`;
}

const figures: [string, (rounds: EngineFigures[]) => string][] = [
  ["first start, empty DATA_DIR", (r) => `${over(r, (f) => f.firstStartSeconds, 1)} s`],
  ["restart", (r) => `${over(r, (f) => f.restartSeconds, 1)} s`],
  ["idle, whole tree", (r) => memory(r, (f) => f.idle)],
  ["peak, {burst} bookings at once", (r) => memory(r, (f) => f.burst.peak)],
  [
    "{burst} at once: answered",
    (r) =>
      `${over(r, (f) => f.burst.bookings)} booked, ${over(r, (f) => f.burst.failed)} failed, p99 ${over(r, (f) => f.burst.p99Ms)} ms`,
  ],
  [
    "bookings at 50 connections",
    (r) =>
      `${over(r, (f) => f.bookings.perSecond)}/s, p99 ${over(r, (f) => f.bookings.p99Ms)} ms, ${over(r, (f) => f.bookings.failed)} failed`,
  ],
];

/** One row per figure, one column per engine; `burst` is how many bookings were sent at once. */
export function engineTable(engines: EngineColumn[], burst: number): string {
  const rounds = (n: number) => `${n} round${n === 1 ? "" : "s"}`;
  const header = [
    "figure (range over rounds)",
    ...engines.map((e) => `${e.label}, ${rounds(e.rounds.length)}`),
  ];
  const rows = figures.map(([name, cell]) => [
    name.replace("{burst}", String(burst)),
    ...engines.map((engine) => (engine.rounds.length > 0 ? cell(engine.rounds) : "—")),
  ]);
  return columns(header, rows);
}
