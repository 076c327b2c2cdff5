import type { DayHours } from "@domain/admin-views";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { DayHoursRow } from "./day-hours-row";

// Monday first, as the agency's week runs; day_of_week counts 0 = Sunday.
const week = [
  { day: 1, name: "Monday" },
  { day: 2, name: "Tuesday" },
  { day: 3, name: "Wednesday" },
  { day: 4, name: "Thursday" },
  { day: 5, name: "Friday" },
  { day: 6, name: "Saturday" },
  { day: 0, name: "Sunday" },
];

export function WeeklyAvailabilityCard({ weekly }: { weekly: DayHours[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Weekly Availability</CardTitle>
        <CardDescription>
          The hours open for booking on each day of the week. Visitors are offered them as soon as they are
          saved; add hours to a day for a break (09:00–12:00 and 13:00–17:00).
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul>
          {week.map(({ day, name }) => (
            <DayHoursRow
              key={day}
              day={day}
              name={name}
              saved={weekly.find((row) => row.dayOfWeek === day)}
            />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
