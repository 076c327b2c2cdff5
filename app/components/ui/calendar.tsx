import type * as React from "react";
import { DayPicker } from "react-day-picker";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/** react-day-picker styled with the design tokens; its own stylesheet is not loaded. */
export function Calendar({ className, classNames, ...props }: React.ComponentProps<typeof DayPicker>) {
  return (
    <DayPicker
      data-slot="calendar"
      className={cn("p-3", className)}
      classNames={{
        months: "relative flex flex-col",
        month: "flex flex-col gap-3",
        month_caption: "flex h-9 items-center justify-center",
        caption_label: "text-sm font-medium",
        nav: "absolute inset-x-0 top-0 flex items-center justify-between",
        button_previous: cn(buttonVariants({ variant: "ghost", size: "icon" }), "size-9"),
        button_next: cn(buttonVariants({ variant: "ghost", size: "icon" }), "size-9"),
        chevron: "size-4 fill-foreground",
        month_grid: "w-full border-collapse",
        weekdays: "flex",
        weekday: "w-10 text-center text-xs font-normal text-muted-foreground",
        week: "mt-1 flex w-full",
        day: "size-10 p-0 text-center text-sm",
        day_button: cn(
          buttonVariants({ variant: "ghost" }),
          "size-10 p-0 font-normal aria-selected:opacity-100",
        ),
        selected:
          "[&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary [&>button]:hover:text-primary-foreground",
        today: "[&>button]:border [&>button]:border-accent",
        outside: "text-muted-foreground [&>button]:text-muted-foreground",
        disabled: "opacity-50",
        hidden: "invisible",
        ...classNames,
      }}
      {...props}
    />
  );
}
