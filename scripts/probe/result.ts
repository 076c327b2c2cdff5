// What each probe reports: how many requests it sent, how many the server accepted and refused, the
// server's peak memory while it ran, and what it shows in a few words.

export interface ProbeResult {
  probe: string;
  sent: number;
  accepted: number;
  refused: number;
  peakRssBytes: number;
  note: string;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

export function renderProbes(results: ProbeResult[], idleRssBytes: number): string {
  const header = ["probe", "sent", "accepted", "refused", "peak RSS", "what it shows"];
  const rows = results.map((result) => [
    result.probe,
    String(result.sent),
    String(result.accepted),
    String(result.refused),
    `${megabytes(result.peakRssBytes)} (+${megabytes(Math.max(0, result.peakRssBytes - idleRssBytes))})`,
    result.note,
  ]);
  const all = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...all.map((row) => row[column]?.length ?? 0)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join("  ")
      .trimEnd();
  return [line(header), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(line)].join("\n");
}
