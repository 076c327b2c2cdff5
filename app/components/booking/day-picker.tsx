import { bookingParams } from "@domain/booking-params";
import { dayButtonText, fullDate } from "@domain/slot-display";
import { Form } from "react-router";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/cn";
import { HiddenParams } from "./hidden-params";

export interface Day {
  date: string;
  count: number;
}

/**
 * Step 1: the seven days of the window, each with its number of bookable slots. A GET form, so a
 * day can be chosen before the page's script has loaded, or without it.
 */
export function DayPicker({
  days,
  today,
  selected,
  keep,
  onSelect,
}: {
  days: Day[];
  today: string;
  selected: string | null;
  /** Other search params to carry along (the viewing zone). */
  keep: Record<string, string | null>;
  onSelect(): void;
}) {
  return (
    <Form method="get" preventScrollReset>
      <HiddenParams values={keep} />
      <ul className="grid grid-cols-4 gap-2 sm:grid-cols-7" aria-label="Dates">
        {days.map(({ date, count }) => {
          const text = dayButtonText(date, today);
          const isSelected = date === selected;
          const times = count === 1 ? "1 available time" : `${count} available times`;
          return (
            <li key={date}>
              <button
                type="submit"
                name={bookingParams.date}
                value={date}
                data-date={date}
                aria-pressed={isSelected}
                aria-label={`${date === today ? "Today, " : ""}${fullDate(date)}: ${count === 0 ? "no available times" : times}`}
                disabled={count === 0}
                onClick={onSelect}
                className={cn(
                  "flex h-full w-full flex-col items-center gap-0.5 rounded-lg border border-border bg-background/40 px-1 py-2.5 text-center outline-none transition-[color,background-color,border-color,box-shadow]",
                  "hover:border-primary/60 hover:bg-secondary focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-ring",
                  "disabled:cursor-not-allowed disabled:opacity-45 disabled:hover:border-border disabled:hover:bg-background/40",
                  isSelected && "border-primary bg-primary/15 hover:bg-primary/20",
                )}
              >
                <span
                  className={cn("text-xs font-medium", isSelected ? "text-primary" : "text-muted-foreground")}
                >
                  {text.weekday}
                </span>
                <span className="text-xl font-semibold leading-tight">{text.day}</span>
                <span className="text-xs text-muted-foreground">{text.month}</span>
                <Badge
                  variant={count === 0 ? "muted" : isSelected ? "default" : "secondary"}
                  className="mt-1"
                >
                  {count}
                </Badge>
              </button>
            </li>
          );
        })}
      </ul>
    </Form>
  );
}
