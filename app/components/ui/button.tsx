import type { VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type * as React from "react";
import { cn } from "~/lib/cn";
import { buttonVariants } from "./button-variants";

export { buttonVariants };

/**
 * `pending`: its action is under way. The button refuses clicks (and so the submit of its form) but
 * keeps the keyboard's focus, which a `disabled` button drops to the page's start.
 */
export function Button({
  className,
  variant,
  size,
  shape,
  asChild = false,
  pending,
  onClick,
  ...props
}: React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & { asChild?: boolean; pending?: boolean }) {
  const Component = asChild ? Slot.Root : "button";
  return (
    <Component
      data-slot="button"
      className={cn(buttonVariants({ variant, size, shape, className }))}
      aria-disabled={pending || undefined}
      onClick={(event: React.MouseEvent<HTMLButtonElement>) => {
        if (pending) event.preventDefault();
        else onClick?.(event);
      }}
      {...props}
    />
  );
}
