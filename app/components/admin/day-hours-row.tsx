import { fieldErrorsOf } from "@domain/action-result";
import type { DayHours } from "@domain/admin-views";
import {
  DEFAULT_END_TIME,
  DEFAULT_START_TIME,
  hoursSpan,
  MAX_RANGES_PER_DAY,
  rangeField,
  weeklyHoursSchema,
} from "@domain/availability-schema";
import type { HoursRange } from "@domain/hours-in-force";
import type { WeeklyHoursResult } from "@domain/settings-actions";
import Plus from "lucide-react/icons/plus";
import X from "lucide-react/icons/x";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Switch } from "~/components/ui/switch";
import { dismissAnswer, showAnswer } from "~/lib/answer-toast";
import { useFetcherAnswer } from "~/lib/fetcher-answer";
import { HourRangeError, HourRangeFields } from "./hour-range-fields";

type Shown = Pick<DayHours, "isEnabled" | "ranges">;

function formOf(day: number, { isEnabled, ranges }: Shown): Record<string, string> {
  const form: Record<string, string> = { day_of_week: String(day), is_enabled: String(isEnabled) };
  ranges.forEach((range, index) => {
    form[rangeField("start_time", index)] = range.startTime;
    form[rangeField("end_time", index)] = range.endTime;
  });
  return form;
}

function fromForm(form: FormData): Shown {
  const ranges: HoursRange[] = [];
  for (let index = 0; index < MAX_RANGES_PER_DAY; index++) {
    const [startTime, endTime] = [
      form.get(rangeField("start_time", index)),
      form.get(rangeField("end_time", index)),
    ];
    if (typeof startTime === "string" && typeof endTime === "string") ranges.push({ startTime, endTime });
  }
  return { isEnabled: form.get("is_enabled") === "true", ranges };
}

/** A range just added: its hours are the owner's to choose; nothing is saved until both are. */
const unchosen: HoursRange = { startTime: "", endTime: "" };
const isUnchosen = (value: string | undefined) => value === "";
/** Under hours added and not chosen yet; and what a save answered meanwhile adds to its success. */
const CHOOSE_ADDED_HOURS = "Choose both new hours: they are saved and offered to visitors once both are set.";
const hasUnchosenHour = (range: HoursRange) => isUnchosen(range.startTime) || isUnchosen(range.endTime);

const sameHours = (a: Shown, b: Shown) =>
  a.isEnabled === b.isEnabled &&
  a.ranges.length === b.ranges.length &&
  a.ranges.every(
    (range, at) => range.startTime === b.ranges[at]?.startTime && range.endTime === b.ranges[at]?.endTime,
  );

/**
 * One weekday: on/off and its ranges of hours (one by default, as the specification shows it; more for
 * a break). A change is checked with the server's schema: a valid one shows at once and is saved in the
 * background (the row falls back to the saved hours if the server refuses it); an invalid one stays
 * shown with its error, unsaved, until it is put right, and the card asks before the page is left.
 * Hours added to a day start unchosen: nothing is offered to visitors until the owner picks both.
 */
export function DayHoursRow({
  day,
  name,
  saved,
  onUnsaved,
}: {
  day: number;
  name: string;
  saved?: DayHours;
  /** Told whenever the row starts or stops holding hours left wrong (not saved). */
  onUnsaved(name: string, isUnsaved: boolean): void;
}) {
  const fetcher = useFetcher<WeeklyHoursResult>();
  const [draft, setDraft] = useState<Shown>();
  const savedHours: Shown = {
    isEnabled: saved?.isEnabled ?? false,
    ranges: saved?.ranges.length
      ? saved.ranges
      : [{ startTime: DEFAULT_START_TIME, endTime: DEFAULT_END_TIME }],
  };
  // Hours not yet right, else the ones on their way to the server, else the saved ones.
  const shown = draft ?? (fetcher.formData ? fromForm(fetcher.formData) : savedHours);
  const shownForm = formOf(day, shown);
  const checked = weeklyHoursSchema.safeParse(shownForm);
  // An hour not chosen yet is not an error: its range says what to do instead.
  const errors = checked.success
    ? {}
    : Object.fromEntries(
        Object.entries(fieldErrorsOf<string>(checked.error)).filter(
          ([field]) => !isUnchosen(shownForm[field]),
        ),
      );
  const place = `hours-${day}`;

  const wrongShown = Object.keys(errors).length > 0;
  const isUnsaved = draft !== undefined;
  useEffect(() => onUnsaved(name, isUnsaved), [name, isUnsaved, onUnsaved]);

  useFetcherAnswer(fetcher, (result) => {
    // Saved: the revalidated hours are shown; refused: rolled back to them (the sent form is gone).
    // One toast per day: a success replaces that day's failure, never shown beside it.
    if (!result.ok) showAnswer(place, "error", "Error updating availability", result.message);
    // A save answered while the row shows hours it did not send (added meanwhile, not chosen yet)
    // says so: they are not saved. Hours left wrong keep their error, not replaced by this success.
    else if (!isUnsaved)
      showAnswer(place, "success", "Availability updated", "Your weekly availability has been saved.");
    else if (!wrongShown) showAnswer(place, "success", "Availability updated", CHOOSE_ADDED_HOURS);
  });

  function change(next: Shown) {
    const form = formOf(day, next);
    const check = weeklyHoursSchema.safeParse(form);
    if (!check.success) {
      setDraft(next);
      const wrong = check.error.issues.find((issue) => !isUnchosen(form[String(issue.path[0])]));
      if (wrong) showAnswer(place, "error", "Error updating availability", wrong.message);
      return;
    }
    setDraft(undefined);
    // Unchosen hours removed, nothing wrong shown: what is saved stands and there is nothing to send.
    // Hours put right are sent, though, so their success replaces the error that was shown.
    if (!wrongShown && sameHours(next, savedHours)) return;
    fetcher.submit({ intent: "save-hours", ...form }, { method: "post" });
  }
  const changeRange = (index: number, range: HoursRange) =>
    change({ ...shown, ranges: shown.ranges.map((known, at) => (at === index ? range : known)) });
  const canAdd = shown.ranges.length < MAX_RANGES_PER_DAY && !shown.ranges.some(hasUnchosenHour);

  return (
    <li
      className="flex flex-col gap-2 border-b border-border py-3 last:border-b-0"
      data-testid={`day-${name}`}
      aria-busy={fetcher.state !== "idle" || undefined}
    >
      <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
        <div className="flex h-9 w-36 items-center gap-3">
          <Switch
            id={`day-${day}`}
            checked={shown.isEnabled}
            // Hours left wrong are not switched on or off with the day: the saved ones are.
            onCheckedChange={(isEnabled) =>
              change({ isEnabled, ranges: checked.success ? shown.ranges : savedHours.ranges })
            }
          />
          <Label htmlFor={`day-${day}`}>{name}</Label>
        </div>
        {shown.isEnabled ? (
          // Beside the day, as wide as the row leaves it (its notes wrap inside), below it on a phone.
          <div className="flex min-w-64 flex-1 flex-col gap-2 text-sm">
            {shown.ranges.map((range, index) => {
              const id = index === 0 ? `${day}` : `${day}-${index + 1}`;
              const rangeErrors = {
                start: errors[rangeField("start_time", index)],
                end: errors[rangeField("end_time", index)],
              };
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: a range is its place in the day; its hours change under it
                <div key={index} className="flex flex-col gap-1" data-testid={`hours-${name}-${index + 1}`}>
                  <div className="flex flex-wrap items-center gap-3">
                    <HourRangeFields
                      id={id}
                      index={index}
                      range={range}
                      errors={rangeErrors}
                      onChange={(next) => changeRange(index, next)}
                    />
                    {shown.ranges.length > 1 ? (
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        className="size-8"
                        aria-label={
                          hasUnchosenHour(range)
                            ? `Remove the new hours from ${name}`
                            : `Remove ${hoursSpan(range)} from ${name}`
                        }
                        onClick={() =>
                          change({ ...shown, ranges: shown.ranges.filter((_, at) => at !== index) })
                        }
                      >
                        <X />
                      </Button>
                    ) : null}
                  </div>
                  <HourRangeError id={`start-${id}`} message={rangeErrors.start} />
                  <HourRangeError id={`end-${id}`} message={rangeErrors.end} />
                  {hasUnchosenHour(range) ? (
                    <p className="text-sm text-muted-foreground">{CHOOSE_ADDED_HOURS}</p>
                  ) : null}
                </div>
              );
            })}
            {isUnsaved && wrongShown ? (
              <p className="text-sm text-muted-foreground" data-testid={`unsaved-${name}`}>
                Not saved: visitors are still offered{" "}
                {savedHours.isEnabled
                  ? savedHours.ranges.map(hoursSpan).join(" and ")
                  : "no hours (the day is off)"}
                .
              </p>
            ) : null}
            {canAdd ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="self-start"
                aria-label={`Add hours to ${name}`}
                onClick={() => {
                  // The day's last answer spoke of the hours without these: it goes as they appear.
                  dismissAnswer(place);
                  change({ ...shown, ranges: [...shown.ranges, unchosen] });
                }}
              >
                <Plus /> Add hours
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}
