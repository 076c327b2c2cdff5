import type { DayLoad } from "@domain/admin-views";
import { cityOf } from "@domain/viewing-zones";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { shortDay, weekdayAndDay } from "~/lib/admin-format";

const barWidth = 36;
const gap = 20;
const chartHeight = 120;

/** Booked and free slots of the coming seven days, as stacked bars. */
export function WeekChart({ days, agencyZone }: { days: DayLoad[]; agencyZone: string }) {
  const most = Math.max(1, ...days.map((day) => day.booked + day.available));
  const width = days.length * (barWidth + gap) + gap;
  const summary = days
    .map((day) => `${shortDay(day.date)}: ${day.booked} booked, ${day.available} free`)
    .join("; ");
  return (
    <Card>
      <CardHeader>
        <CardTitle>The coming week</CardTitle>
        <CardDescription>
          Booked calls, and times a visitor can still book, per day on the agency's calendar (
          {cityOf(agencyZone)} time)
        </CardDescription>
      </CardHeader>
      <CardContent>
        {/* The bars scale with the card; their labels are text of the page, not of the drawing, so they
            keep their size on a phone (drawn in the bars' scale they shrank to 8 px there). */}
        <div className="mx-auto max-w-3xl">
          <svg
            viewBox={`0 0 ${width} ${chartHeight}`}
            className="block h-auto w-full"
            role="img"
            aria-label={`Slots this week. ${summary}`}
          >
            {days.map((day, index) => {
              const x = gap + index * (barWidth + gap);
              const bookedHeight = (day.booked / most) * chartHeight;
              const freeHeight = (day.available / most) * chartHeight;
              return (
                <g key={day.date} data-testid={`week-day-${day.date}`}>
                  <rect
                    x={x}
                    y={chartHeight - bookedHeight - freeHeight}
                    width={barWidth}
                    height={freeHeight}
                    rx={3}
                    className="fill-success/70"
                  />
                  <rect
                    x={x}
                    y={chartHeight - bookedHeight}
                    width={barWidth}
                    height={bookedHeight}
                    rx={3}
                    className="fill-info"
                  />
                </g>
              );
            })}
          </svg>
          {/* One column a bar and a gap wide, half a gap in from each side: each label under its bar.
              Hidden from screen readers, which hear the same in the drawing's name. */}
          <ol
            aria-hidden="true"
            data-testid="week-labels"
            className="mt-1 grid text-center text-xs leading-snug"
            style={{
              gridTemplateColumns: `repeat(${days.length}, minmax(0, 1fr))`,
              paddingInline: `${(gap / 2 / width) * 100}%`,
            }}
          >
            {days.map((day) => {
              const [weekday, dayOfMonth] = weekdayAndDay(day.date);
              return (
                <li key={day.date} className="flex flex-col">
                  <span className="text-muted-foreground">{weekday}</span>
                  <span className="text-muted-foreground">{dayOfMonth}</span>
                  {/* Booked, then free: the legend's order and colours, not booked of a total. */}
                  <span className="tabular-nums">
                    <span className="text-info">{day.booked}</span> ·{" "}
                    <span className="text-success">{day.available}</span>
                  </span>
                </li>
              );
            })}
          </ol>
        </div>
        <p className="mt-2 flex gap-4 text-sm text-muted-foreground">
          <span className="flex items-center gap-1">
            <span aria-hidden className="inline-block size-3 rounded-sm bg-info" /> Booked
          </span>
          <span className="flex items-center gap-1">
            <span aria-hidden className="inline-block size-3 rounded-sm bg-success/70" /> Free
          </span>
        </p>
      </CardContent>
    </Card>
  );
}
