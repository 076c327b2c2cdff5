import ChevronDown from "lucide-react/icons/chevron-down";
import type * as React from "react";
import { cn } from "~/lib/cn";

const sizes = {
  default: { select: "flex h-10 w-full py-2 pr-9 pl-3 text-base md:text-sm", chevron: "right-3" },
  sm: { select: "h-9 py-1 pr-8 pl-3 text-sm", chevron: "right-2.5" },
};

/** The browser's own select, drawn like our inputs, with a chevron in place of the one it hides. */
export function NativeSelect({
  className,
  size = "default",
  ...props
}: Omit<React.ComponentProps<"select">, "size"> & { size?: keyof typeof sizes }) {
  return (
    <div className="relative">
      <select
        data-slot="native-select"
        className={cn(
          "appearance-none rounded-md border border-input bg-background/60 text-foreground outline-none transition-[border-color,box-shadow] focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-ring aria-invalid:border-destructive",
          sizes[size].select,
          className,
        )}
        {...props}
      />
      <ChevronDown
        aria-hidden="true"
        className={cn(
          "pointer-events-none absolute top-1/2 size-4 -translate-y-1/2 text-muted-foreground",
          sizes[size].chevron,
        )}
      />
    </div>
  );
}
