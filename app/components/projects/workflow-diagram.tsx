import type { Workflow } from "@domain/content/projects";
import { useSvgId } from "~/lib/svg-id";
import { fontSize, layoutWorkflow, lineHeight, type Orientation } from "./workflow-layout";

/**
 * A project's workflow as a diagram, with the workflow in words as its text alternative. Phones get
 * it top to bottom, where its labels stay readable; wider screens left to right.
 */
export function WorkflowDiagram({ workflow, className }: { workflow: Workflow; className?: string }) {
  return (
    <div className={className}>
      <WorkflowSvg workflow={workflow} orientation="vertical" className="mx-auto w-full max-w-xs sm:hidden" />
      <WorkflowSvg workflow={workflow} orientation="horizontal" className="hidden w-full sm:block" />
    </div>
  );
}

function WorkflowSvg({
  workflow,
  orientation,
  className,
}: {
  workflow: Workflow;
  orientation: Orientation;
  className: string;
}) {
  const arrow = useSvgId("arrow");
  const { width, height, steps, edges } = layoutWorkflow(workflow, orientation);
  return (
    <svg
      role="img"
      aria-label={workflow.description}
      viewBox={`-2 -2 ${width + 4} ${height + 4}`}
      className={className}
      fontSize={fontSize}
    >
      <defs>
        <marker
          id={arrow}
          viewBox="0 0 8 8"
          refX="7"
          refY="4"
          markerWidth="6"
          markerHeight="6"
          orient="auto-start-reverse"
        >
          <path d="M0 0L8 4L0 8z" className="fill-accent" />
        </marker>
      </defs>
      {edges.map(({ from, to, path }) => (
        <path
          key={`${from.label}-${to.label}`}
          d={path}
          fill="none"
          strokeWidth="1.25"
          markerEnd={`url(#${arrow})`}
          className="stroke-accent/60"
        />
      ))}
      {steps.map((step) => {
        const centre = step.x + step.width / 2;
        return (
          <g key={step.label}>
            <rect
              x={step.x}
              y={step.y}
              width={step.width}
              height={step.height}
              rx="8"
              strokeWidth={step.ai ? 1.5 : 1}
              className={step.ai ? "fill-primary/20 stroke-primary" : "fill-card stroke-border"}
            />
            <text
              x={centre}
              y={step.y + step.height / 2 - ((step.lines.length - 1) * lineHeight) / 2 + fontSize * 0.35}
              textAnchor="middle"
              className={step.ai ? "fill-foreground font-semibold" : "fill-foreground"}
            >
              {step.lines.map((line, i) => (
                <tspan key={line} x={centre} dy={i === 0 ? 0 : lineHeight}>
                  {line}
                </tspan>
              ))}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
