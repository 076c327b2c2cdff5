import { bookingParams } from "@domain/booking-params";
import { dayButtonText, fullDate } from "@domain/slot-display";
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { type ReactNode, useEffect, useId, useState } from "react";
import { Form } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { HiddenParams } from "./hidden-params";

export interface Day {
  date: string;
  count: number;
}

/** Days shown at once: a week. A longer horizon (up to 90 days) is paged a week at a time. */
const PAGE_DAYS = 7;

const pageOf = (index: number) => Math.max(0, Math.floor(index / PAGE_DAYS));

/** 'Nov 25 – Dec 1' */
function pageRange(days: Day[]) {
  const short = (date: string) => {
    const text = dayButtonText(date, "");
    return `${text.month} ${text.day}`;
  };
  const first = days[0]?.date;
  const last = days.at(-1)?.date;
  return first && last ? `${short(first)} – ${short(last)}` : "";
}

/**
 * Step 1: the days of the window, each with its number of bookable slots, a week at a time (the page
 * holding the chosen day first). A GET form, so a day can be chosen before the page's script has loaded,
 * or without it: then the week buttons choose the first open day of that week.
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
  const pages = Math.ceil(days.length / PAGE_DAYS);
  const selectedIndex = days.findIndex((day) => day.date === selected);
  const [page, setPage] = useState(() => pageOf(selectedIndex));
  // A day chosen elsewhere (a link, the chat's suggestion) brings its week into view; new counts do not.
  useEffect(() => setPage(pageOf(selectedIndex)), [selectedIndex]);
  const shown = Math.min(page, pages - 1);
  const rangeId = useId();

  const pageButton = (to: number, label: string, icon: ReactNode) => {
    const target = days.slice(to * PAGE_DAYS, (to + 1) * PAGE_DAYS);
    const fallback = (target.find((day) => day.count > 0) ?? target[0])?.date;
    // At either end it stays focusable (aria-disabled), so a keyboard's focus is not lost on the last page.
    const none = to < 0 || to >= pages;
    return (
      <Button
        type={none ? "button" : "submit"}
        name={bookingParams.date}
        value={fallback}
        variant="outline"
        size="icon"
        aria-label={label}
        aria-describedby={rangeId}
        aria-disabled={none}
        className="aria-disabled:cursor-not-allowed aria-disabled:opacity-45"
        onClick={(event) => {
          event.preventDefault();
          if (!none) setPage(to);
        }}
      >
        {icon}
      </Button>
    );
  };

  return (
    <Form method="get" preventScrollReset className="space-y-3">
      <HiddenParams values={keep} />
      {pages > 1 ? (
        <div className="flex items-center justify-between gap-2">
          {pageButton(shown - 1, "Previous 7 days", <ChevronLeft aria-hidden="true" />)}
          <p id={rangeId} className="text-sm font-medium" aria-live="polite">
            {pageRange(days.slice(shown * PAGE_DAYS, (shown + 1) * PAGE_DAYS))}
            <span className="text-muted-foreground">
              {" "}
              · week {shown + 1} of {pages}
            </span>
          </p>
          {pageButton(shown + 1, "Next 7 days", <ChevronRight aria-hidden="true" />)}
        </div>
      ) : null}
      <ul className="grid grid-cols-4 gap-2 sm:grid-cols-7" aria-label="Dates">
        {days.map(({ date, count }, index) => {
          const text = dayButtonText(date, today);
          const isSelected = date === selected;
          const times = count === 1 ? "1 available time" : `${count} available times`;
          return (
            <li key={date} hidden={Math.floor(index / PAGE_DAYS) !== shown}>
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
