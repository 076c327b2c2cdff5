import type { Workflow, WorkflowStep } from "@domain/content/projects";

export type Orientation = "horizontal" | "vertical";

export interface PlacedStep extends WorkflowStep {
  lines: string[];
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface WorkflowLayout {
  width: number;
  height: number;
  steps: PlacedStep[];
  edges: { from: PlacedStep; to: PlacedStep; path: string }[];
}

export const fontSize = 11.5;
export const lineHeight = 14;
// Roughly the width of an average character of the body font at fontSize, for wrapping labels.
const charWidth = 6.4;
const padX = 6;
const padY = 9;

function wrap(label: string, maxChars: number): string[] {
  const lines: string[] = [];
  for (const word of label.split(" ")) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= maxChars)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Fan out from a single step, fan into one, or pair steps off one to one. */
function connections<T>(from: T[], to: T[]): [T, T][] {
  if (from.length === to.length && from.length > 1) return from.map((step, i) => [step, to[i] as T]);
  return from.flatMap((a) => to.map((b): [T, T] => [a, b]));
}

function curve(from: PlacedStep, to: PlacedStep, orientation: Orientation) {
  if (orientation === "horizontal") {
    const [x1, y1, x2, y2] = [from.x + from.width, from.y + from.height / 2, to.x - 1, to.y + to.height / 2];
    const bend = (x2 - x1) / 2;
    return `M${x1} ${y1}C${x1 + bend} ${y1} ${x2 - bend} ${y2} ${x2} ${y2}`;
  }
  const [x1, y1, x2, y2] = [from.x + from.width / 2, from.y + from.height, to.x + to.width / 2, to.y - 1];
  const bend = (y2 - y1) / 2;
  return `M${x1} ${y1}C${x1} ${y1 + bend} ${x2} ${y2 - bend} ${x2} ${y2}`;
}

/**
 * Places the steps: stages run left to right (wide screens) or top to bottom (phones), and the steps
 * of one stage sit side by side across that direction.
 */
export function layoutWorkflow({ columns: stages }: Workflow, orientation: Orientation): WorkflowLayout {
  const horizontal = orientation === "horizontal";
  const width = horizontal ? 360 : 280;
  const gapAlong = horizontal ? 24 : 26;
  const gapAcross = horizontal ? 10 : 8;
  const widest = Math.max(...stages.map((stage) => stage.length));

  const stepWidth = (count: number) =>
    horizontal
      ? (width - (stages.length - 1) * gapAlong) / stages.length
      : Math.min(140, (width - (count - 1) * gapAcross) / count);
  const wrapped = stages.map((stage) =>
    stage.map((step) => ({
      ...step,
      lines: wrap(step.label, Math.floor((stepWidth(stage.length) - 2 * padX) / charWidth)),
    })),
  );
  const stepHeight = Math.max(...wrapped.flat().map((step) => step.lines.length)) * lineHeight + 2 * padY;
  const height = horizontal
    ? widest * stepHeight + (widest - 1) * gapAcross
    : stages.length * stepHeight + (stages.length - 1) * gapAlong;

  const placed = wrapped.map((stage, s) => {
    const w = stepWidth(stage.length);
    if (horizontal) {
      const top = (height - (stage.length * stepHeight + (stage.length - 1) * gapAcross)) / 2;
      return stage.map((step, i) => ({
        ...step,
        x: s * (w + gapAlong),
        y: top + i * (stepHeight + gapAcross),
        width: w,
        height: stepHeight,
      }));
    }
    const left = (width - (stage.length * w + (stage.length - 1) * gapAcross)) / 2;
    return stage.map((step, i) => ({
      ...step,
      x: left + i * (w + gapAcross),
      y: s * (stepHeight + gapAlong),
      width: w,
      height: stepHeight,
    }));
  });
  const edges = placed
    .slice(1)
    .flatMap((stage, s) => connections(placed[s] ?? [], stage))
    .map(([from, to]) => ({ from, to, path: curve(from, to, orientation) }));
  return { width, height, steps: placed.flat(), edges };
}
