import type { DayHours } from "@domain/admin-views";
import { useCallback, useEffect, useRef, useState } from "react";
import { useBeforeUnload, useBlocker } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { ConfirmWhenAsked } from "./confirm-on-demand";
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

/** "Monday's hours are", "Monday's and Friday's hours are": what is left unsaved, in the week's order. */
function unsavedWords(days: string[]) {
  const owned = days.map((name) => `${name}'s`);
  const listed = owned.length > 1 ? `${owned.slice(0, -1).join(", ")} and ${owned.at(-1)}` : owned[0];
  return `${listed} hours are not saved: they are not right yet (see the message under them). Leaving now loses them.`;
}

/**
 * Hours left wrong are not saved, so leaving the page would lose them. Closing or reloading the tab asks
 * through the browser's own question; a link inside the admin area asks in words a person can act on:
 * stay and put them right, or leave.
 */
function LeaveQuestion({ unsaved }: { unsaved: string[] }) {
  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (unsaved.length > 0) event.preventDefault();
      },
      [unsaved.length],
    ),
  );
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved.length > 0 && currentLocation.pathname !== nextLocation.pathname,
  );
  // Radix closes the dialog after "Leave anyway" too: only a close without it keeps the page.
  const leaving = useRef(false);
  useEffect(() => {
    if (blocker.state === "blocked") leaving.current = false;
  }, [blocker.state]);
  return (
    <ConfirmWhenAsked
      open={blocker.state === "blocked"}
      onOpenChange={(open) => {
        if (open || leaving.current) return;
        blocker.reset?.();
      }}
      title="Leave without saving?"
      description={unsavedWords(unsaved)}
      keep="Stay"
      confirm="Leave anyway"
      onConfirm={() => {
        leaving.current = true;
        blocker.proceed?.();
      }}
    />
  );
}

export function WeeklyAvailabilityCard({ weekly }: { weekly: DayHours[] }) {
  const [unsaved, setUnsaved] = useState<string[]>([]);
  const onUnsaved = useCallback((name: string, isUnsaved: boolean) => {
    setUnsaved((known) => {
      if (known.includes(name) === isUnsaved) return known;
      const names = isUnsaved ? [...known, name] : known.filter((day) => day !== name);
      return week.map((day) => day.name).filter((day) => names.includes(day));
    });
  }, []);
  return (
    <Card>
      <LeaveQuestion unsaved={unsaved} />
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
              onUnsaved={onUnsaved}
            />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
