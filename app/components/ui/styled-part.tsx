import type * as React from "react";
import { cn } from "~/lib/cn";

/**
 * One part of a component as shadcn/ui draws each: `classes` first and the caller's className merged
 * last, and a `data-slot` naming the part. `inner` is drawn inside it, before the caller's children
 * (a switch's thumb).
 */
export function styledPart<Type extends React.ElementType>(
  Component: Type,
  slot: string,
  classes: string,
  inner?: React.ReactNode,
) {
  const Element: React.ElementType = Component;
  return function Part({ className, children, ...props }: React.ComponentProps<Type>) {
    return (
      <Element data-slot={slot} className={cn(classes, className)} {...props}>
        {inner === undefined ? (
          children
        ) : (
          <>
            {inner}
            {children}
          </>
        )}
      </Element>
    );
  };
}
