import type { ActionResult } from "@domain/action-result";
import { readableDateRange } from "@domain/admin-dates";
import { type DateOverride, dateOverrideSchema, OVERRIDE_NOTE_MAX } from "@domain/booking-rules";
import { useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { TitledCard } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { showAnswer } from "~/lib/answer-toast";
import { useFetcherAnswer } from "~/lib/fetcher-answer";
import { CheckedForm, useCheckedForm } from "./checked-form";

/** The key every Remove button's fetcher shares with the card, which reports the answer. */
const REMOVAL = "remove-date-override";

type Field = "from_date" | "to_date" | "kind" | "opens_at" | "closes_at" | "note";

const hourFields = [
  { name: "opens_at", label: "Opens at" },
  { name: "closes_at", label: "Closes at" },
] as const;

interface View {
  agencyZone: string;
  today: string;
  overrides: DateOverride[];
}

/** Blocked dates and dates with their own hours: add with native date fields, list, remove. */
export function DateOverridesCard({ view }: { view: View }) {
  const [form, setForm] = useState({
    from_date: "",
    to_date: "",
    kind: "blocked",
    opens_at: "09:00",
    closes_at: "17:00",
    note: "",
  });
  const checked = useCheckedForm<Field>(dateOverrideSchema, form);
  const { fetcher, errors } = checked;
  const set = (name: Field) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setForm((known) => ({ ...known, [name]: event.target.value }));

  // Each item's Remove shares this fetcher: the item is gone once the answer arrives, the card says so.
  const removal = useFetcher<ActionResult>({ key: REMOVAL });
  useFetcherAnswer(removal, (result) => {
    if (result.ok) showAnswer("date-overrides", "success", "Dates saved", result.message);
    else showAnswer("date-overrides", "error", "Error", result.message);
  });

  useFetcherAnswer(fetcher, (result) => {
    if (result.ok) {
      showAnswer("date-overrides", "success", "Dates saved", result.message);
      setForm((known) => ({ ...known, from_date: "", to_date: "", note: "" }));
    }
  });

  const hours = form.kind === "hours";
  return (
    <TitledCard
      title="Date overrides"
      description={
        <>
          Block a date or a range (a holiday, a conference), or give dates their own hours, in the agency
          zone, {view.agencyZone}; set hours twice on one date for a break. Visitors are offered the change at
          once. Blocked dates offer no times; bookings already on them stay and are listed under Hours and
          Slots for you to act on.
        </>
      }
      contentClassName="flex flex-col gap-6"
    >
      <CheckedForm form={checked} intent="block-dates" submit={hours ? "Set hours" : "Block dates"}>
        <FormField id="from_date" label="First date" error={errors?.from_date}>
          {(control) => (
            <Input
              {...control}
              type="date"
              min={view.today}
              value={form.from_date}
              onChange={set("from_date")}
            />
          )}
        </FormField>
        <FormField id="to_date" label="Last date" hint="(empty: one day)" error={errors?.to_date}>
          {(control) => (
            <Input
              {...control}
              type="date"
              min={form.from_date || view.today}
              value={form.to_date}
              onChange={set("to_date")}
            />
          )}
        </FormField>
        <div className="sm:col-span-2">
          <FormField id="kind" label="On these dates" error={errors?.kind}>
            {(control) => (
              <NativeSelect {...control} value={form.kind} onChange={set("kind")}>
                <option value="blocked">Blocked: no calls</option>
                <option value="hours">Open only these hours</option>
              </NativeSelect>
            )}
          </FormField>
        </div>
        {hours
          ? hourFields.map(({ name, label }) => (
              <FormField key={name} id={name} label={label} error={errors?.[name]}>
                {(control) => (
                  <Input {...control} type="time" step={3600} value={form[name]} onChange={set(name)} />
                )}
              </FormField>
            ))
          : null}
        <div className="sm:col-span-2">
          <FormField
            id="note"
            label="Note"
            hint="(optional)"
            error={errors?.note}
            max={OVERRIDE_NOTE_MAX}
            value={form.note}
          >
            {(control) => <Input {...control} value={form.note} onChange={set("note")} />}
          </FormField>
        </div>
      </CheckedForm>
      <section aria-labelledby="overrides-heading" className="flex flex-col gap-2">
        <h3 id="overrides-heading" className="font-medium">
          Upcoming overrides
        </h3>
        {view.overrides.length === 0 ? (
          <p className="text-sm text-muted-foreground">None: every date follows the weekly hours.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {view.overrides.map((override) => (
              <OverrideItem key={override.id} override={override} />
            ))}
          </ul>
        )}
      </section>
    </TitledCard>
  );
}

function OverrideItem({ override }: { override: DateOverride }) {
  const fetcher = useFetcher<ActionResult>({ key: REMOVAL });
  const what =
    override.opensAt === null
      ? "Blocked"
      : `Open ${override.opensAt.slice(0, 5)}–${override.closesAt?.slice(0, 5)}`;
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-md border px-3 py-2 text-sm">
      <span className="font-medium">{readableDateRange(override)}</span>
      <span>{what}</span>
      {override.note ? <span className="text-muted-foreground">{override.note}</span> : null}
      <fetcher.Form method="post" className="ml-auto">
        <input type="hidden" name="intent" value="remove-override" />
        <input type="hidden" name="override_id" value={override.id} />
        <Button
          type="submit"
          variant="outline"
          size="sm"
          pending={fetcher.state !== "idle"}
          aria-label={`Remove the override of ${readableDateRange(override)}`}
        >
          Remove
        </Button>
      </fetcher.Form>
    </li>
  );
}
