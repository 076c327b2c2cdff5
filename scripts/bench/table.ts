import type { Measured } from "./load";

// The tables the benches print: `npm run bench`'s (a figure, its baseline from the same run, and their
// ratio) and any other with a header of its own.

export type Row = [database: string, measure: string, figure: string, baseline: string, ratio: string];

const ms = (value: number) => (value < 10 ? `${value.toFixed(1)} ms` : `${Math.round(value)} ms`);
const rate = (value: number) => `${Math.round(value).toLocaleString("en-US")}/s`;

export function throughputAndLatency(m: Measured, { p50 = true } = {}) {
  const failed = m.failed > 0 ? `, ${m.failed} failed` : "";
  return `${rate(m.perSecond)}${p50 ? `, p50 ${ms(m.p50Ms)}` : ""}, p99 ${ms(m.p99Ms)}${failed}`;
}

export function latencyOnly(m: { p50Ms: number; p99Ms: number; count: number; failed: number }) {
  const failed = m.failed > 0 ? `, ${m.failed} missed` : "";
  return `p50 ${ms(m.p50Ms)}, p99 ${ms(m.p99Ms)} (n=${m.count}${failed})`;
}

export const times = (figure: number, baseline: number) => `${(figure / baseline).toFixed(2)}×`;

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function render(rows: Row[]): string {
  return columns(["database", "measure", "figure", "baseline (same run)", "ratio"], rows);
}

/** Aligned columns under `header` and a rule. */
export function columns(header: string[], rows: string[][]): string {
  const all = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...all.map((row) => row[column]?.length ?? 0)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join("  ")
      .trimEnd();
  const rule = widths.map((width) => "-".repeat(width)).join("  ");
  return [line(header), rule, ...rows.map(line)].join("\n");
}
