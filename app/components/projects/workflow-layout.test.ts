import { projects } from "@domain/content/projects";
import { describe, expect, it } from "vitest";
import { fontSize, layoutWorkflow, type Orientation, type PlacedStep } from "./workflow-layout";

const overlap = (a: PlacedStep, b: PlacedStep) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const cases = projects.flatMap((project) =>
  (["horizontal", "vertical"] as Orientation[]).map(
    (orientation) => [project.slug, orientation, project] as const,
  ),
);

describe.each(cases)("the %s workflow drawn %s", (_, orientation, project) => {
  const layout = layoutWorkflow(project.workflow, orientation);

  it("draws every step inside the picture, without overlaps", () => {
    expect(layout.steps).toHaveLength(project.workflow.columns.flat().length);
    for (const step of layout.steps) {
      expect(step.x).toBeGreaterThanOrEqual(0);
      expect(step.y).toBeGreaterThanOrEqual(0);
      expect(step.x + step.width).toBeLessThanOrEqual(layout.width + 0.001);
      expect(step.y + step.height).toBeLessThanOrEqual(layout.height + 0.001);
      for (const other of layout.steps) if (other !== step) expect(overlap(step, other)).toBe(false);
    }
  });

  it("fits each label line in its box", () => {
    // An average character of the body font is well under 0.6 em wide.
    for (const step of layout.steps)
      for (const line of step.lines) expect(line.length * fontSize * 0.55).toBeLessThanOrEqual(step.width);
  });

  it("connects every step to the next stage", () => {
    const stages = project.workflow.columns;
    for (const [index, stage] of stages.slice(0, -1).entries()) {
      for (const step of stage)
        expect(layout.edges.some((edge) => edge.from.label === step.label)).toBe(true);
      for (const step of stages[index + 1] ?? [])
        expect(layout.edges.some((edge) => edge.to.label === step.label)).toBe(true);
    }
  });
});
