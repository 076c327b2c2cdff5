import type * as React from "react";
import { cn } from "~/lib/cn";

/**
 * One part of a component as shadcn/ui draws each: `classes` first and the caller's className merged
 * last, and a `data-slot` naming the part.
 */
export function styledPart<Type extends React.ElementType>(Component: Type, slot: string, classes: string) {
  const Element: React.ElementType = Component;
  return function Part({ className, ...props }: React.ComponentProps<Type>) {
    return <Element data-slot={slot} className={cn(classes, className)} {...props} />;
  };
}
