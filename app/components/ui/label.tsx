import type * as React from "react";
import { cn } from "~/lib/cn";

export function Label({ className, ...props }: React.ComponentProps<"label">) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor or wrap the control
  return <label data-slot="label" className={cn("text-sm font-medium leading-none", className)} {...props} />;
}
