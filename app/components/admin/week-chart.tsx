import type { DayLoad } from "@domain/admin-views";
import { cityOf } from "@domain/viewing-zones";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { shortDay } from "~/lib/admin-format";

const barWidth = 36;
const gap = 20;
const chartHeight = 120;
const labelHeight = 36;

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
        <svg
          viewBox={`0 0 ${width} ${chartHeight + labelHeight}`}
          className="h-auto max-h-72 w-full"
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
                <text
                  x={x + barWidth / 2}
                  y={chartHeight + 14}
                  textAnchor="middle"
                  className="fill-muted-foreground text-[11px]"
                >
                  {shortDay(day.date)}
                </text>
                <text
                  x={x + barWidth / 2}
                  y={chartHeight + 30}
                  textAnchor="middle"
                  className="fill-foreground text-[11px]"
                >
                  {/* Booked, then free: the legend's order and colours, not booked of a total. */}
                  <tspan className="fill-info">{day.booked}</tspan>
                  {" · "}
                  <tspan className="fill-success">{day.available}</tspan>
                </text>
              </g>
            );
          })}
        </svg>
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
