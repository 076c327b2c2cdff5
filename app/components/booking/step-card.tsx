import type * as React from "react";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";

/** One numbered step of the booking page; the heading names the region for screen readers. */
export function StepCard({
  step,
  title,
  description,
  aside,
  className,
  children,
  ...props
}: React.ComponentProps<"section"> & {
  step: number;
  title: string;
  description?: React.ReactNode;
  aside?: React.ReactNode;
}) {
  const headingId = `step-${step}-title`;
  return (
    <Card className={cn("p-4 sm:p-6", className)}>
      <section aria-labelledby={headingId} {...props}>
        <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
          <div className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
            >
              {step}
            </span>
            <div className="space-y-1">
              <h2 id={headingId} className="text-lg font-semibold leading-7">
                {title}
              </h2>
              {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
            </div>
          </div>
          {aside}
        </div>
        {children}
      </section>
    </Card>
  );
}
