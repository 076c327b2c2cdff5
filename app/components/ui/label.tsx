import type * as React from "react";
import { cn } from "~/lib/cn";

export function Label({ className, ...props }: React.ComponentProps<"label">) {
  // Snug, not none: a label that wraps (a long one, on a phone) keeps its lines apart.
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor or wrap the control
  return <label data-slot="label" className={cn("text-sm font-medium leading-snug", className)} {...props} />;
}
