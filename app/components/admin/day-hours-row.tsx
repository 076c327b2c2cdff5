import type { OutsideHours, WeeklyHours } from "@domain/admin-views";
import { DEFAULT_END_TIME, DEFAULT_START_TIME } from "@domain/availability-schema";
import type { WeeklyHoursResult } from "@domain/settings-actions";
import { useCallback, useState } from "react";
import { useFetcher } from "react-router";
import { Label } from "~/components/ui/label";
import { Switch } from "~/components/ui/switch";
import { showAnswer } from "~/lib/answer-toast";
import { useFetcherAnswer } from "~/lib/fetcher-answer";
import { OutsideHoursOffer } from "./outside-hours-offer";

const hours = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, "0")}:00:00`);

function fromForm(form: FormData): Pick<WeeklyHours, "startTime" | "endTime" | "isEnabled"> {
  return {
    startTime: String(form.get("start_time")),
    endTime: String(form.get("end_time")),
    isEnabled: form.get("is_enabled") === "true",
  };
}

/**
 * One weekday: on/off and its hours. A change shows at once (the fetcher's pending form is the
 * state), is saved in the background, and falls back to the saved row if the server refuses it.
 */
export function DayHoursRow({ day, name, saved }: { day: number; name: string; saved?: WeeklyHours }) {
  const fetcher = useFetcher<WeeklyHoursResult>();
  const shown = fetcher.formData
    ? fromForm(fetcher.formData)
    : {
        startTime: saved?.startTime ?? DEFAULT_START_TIME,
        endTime: saved?.endTime ?? DEFAULT_END_TIME,
        isEnabled: saved?.isEnabled ?? false,
      };
  const error =
    fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.message : undefined;
  // Slots the saved hours no longer cover, offered for removal until the owner answers.
  const [offer, setOffer] = useState<OutsideHours>();
  const dismissOffer = useCallback(() => setOffer(undefined), []);

  useFetcherAnswer(fetcher, (result) => {
    // One toast per day: a success replaces that day's failure, never shown beside it.
    const id = `hours-${day}`;
    const outside = result.ok ? result.outside : undefined;
    setOffer(outside && (outside.unbooked > 0 || outside.booked.length > 0) ? outside : undefined);
    if (result.ok)
      showAnswer(id, "success", "Availability updated", "Your weekly availability has been saved.");
    else showAnswer(id, "error", "Error updating availability", result.message);
  });

  function save(change: Partial<typeof shown>) {
    const next = { ...shown, ...change };
    fetcher.submit(
      {
        intent: "save-hours",
        day_of_week: String(day),
        start_time: next.startTime,
        end_time: next.endTime,
        is_enabled: String(next.isEnabled),
      },
      { method: "post" },
    );
  }

  const errorId = `hours-error-${day}`;
  return (
    <li
      className="flex flex-col gap-2 border-b border-border py-3 last:border-b-0"
      data-testid={`day-${name}`}
      // Until the server has answered: its answer may add an offer below and move the rows under it.
      aria-busy={fetcher.state !== "idle" || undefined}
    >
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex w-36 items-center gap-3">
          <Switch
            id={`day-${day}`}
            checked={shown.isEnabled}
            onCheckedChange={(isEnabled) => save({ isEnabled })}
          />
          <Label htmlFor={`day-${day}`}>{name}</Label>
        </div>
        {shown.isEnabled ? (
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <HourSelect
              label="From:"
              id={`start-${day}`}
              value={shown.startTime}
              onChange={(startTime) => save({ startTime })}
            />
            <HourSelect
              label="To:"
              id={`end-${day}`}
              value={shown.endTime}
              invalid={Boolean(error)}
              describedBy={error ? errorId : undefined}
              onChange={(endTime) => save({ endTime })}
            />
          </div>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {offer ? <OutsideHoursOffer day={day} name={name} outside={offer} onDone={dismissOffer} /> : null}
    </li>
  );
}

function HourSelect({
  label,
  id,
  value,
  invalid,
  describedBy,
  onChange,
}: {
  label: string;
  id: string;
  value: string;
  invalid?: boolean;
  describedBy?: string;
  onChange: (value: string) => void;
}) {
  return (
    <span className="flex items-center gap-2">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        className="h-9 rounded-md border border-input bg-background px-2 text-sm text-foreground outline-none focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-ring aria-invalid:border-destructive"
      >
        {hours.map((hour) => (
          <option key={hour} value={hour}>
            {hour.slice(0, 5)}
          </option>
        ))}
      </select>
    </span>
  );
}
