import { type BookingRules, bookingRulesSchema } from "@domain/booking-rules";
import { useState } from "react";
import { TitledCard } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { showAnswer } from "~/lib/answer-toast";
import { useFetcherAnswer } from "~/lib/fetcher-answer";
import { CheckedForm, useCheckedForm } from "./checked-form";

type Field = keyof typeof fields;

const fields = {
  notice_minutes: { label: "Minimum notice (minutes)", of: (rules: BookingRules) => rules.noticeMinutes },
  horizon_days: { label: "Booking horizon (days ahead)", of: (rules: BookingRules) => rules.horizonDays },
  buffer_before_minutes: {
    label: "Buffer before a call (minutes)",
    of: (rules: BookingRules) => rules.bufferBeforeMinutes,
  },
  buffer_after_minutes: {
    label: "Buffer after a call (minutes)",
    of: (rules: BookingRules) => rules.bufferAfterMinutes,
  },
  daily_cap: { label: "Daily cap (bookings per date)", of: (rules: BookingRules) => rules.dailyCap },
} as const;

function shown(value: number | null) {
  return value === null ? "" : String(value);
}

/** The owner's booking rules, each with its default, in the agency's zone. */
export function BookingRulesCard({
  view,
}: {
  view: { rules: BookingRules; defaults: BookingRules; agencyZone: string };
}) {
  const [values, setValues] = useState<Record<Field, string>>(() => {
    const entries = Object.entries(fields).map(([name, field]) => [name, shown(field.of(view.rules))]);
    return Object.fromEntries(entries) as Record<Field, string>;
  });
  const form = useCheckedForm<Field>(bookingRulesSchema, values);
  const { fetcher, errors } = form;

  useFetcherAnswer(fetcher, (result) => {
    if (!result.ok) return;
    showAnswer("booking-rules", "success", "Booking rules saved", result.message);
    // A field left empty was saved as its default: show the number now in force.
    setValues((known) => {
      const entries = Object.entries(known).map(([name, value]) => [
        name,
        value.trim() === "" ? shown(fields[name as Field].of(view.defaults)) : value,
      ]);
      return Object.fromEntries(entries) as Record<Field, string>;
    });
  });

  return (
    <TitledCard
      title="Booking rules"
      description={
        <>
          What visitors may book, checked by the server for every booking and move. Times are in the agency
          zone, {view.agencyZone}. Buffers keep free time around each booked call: a slot that touches it is
          not offered. A field left empty takes its default; the daily cap's is no cap.
        </>
      }
    >
      <CheckedForm
        form={form}
        intent="save-rules"
        submit={fetcher.state !== "idle" ? "Saving..." : "Save rules"}
      >
        {(Object.keys(fields) as Field[]).map((name) => (
          <FormField
            key={name}
            id={name}
            label={fields[name].label}
            hint={`default ${shown(fields[name].of(view.defaults)) || "no cap"}`}
            error={errors?.[name]}
          >
            {(control) => (
              <Input
                {...control}
                // Text, not a number field: what was typed reaches the check and its message, where a
                // number field hands over "" for "-" or "1.", which would quietly mean the default.
                type="text"
                inputMode="numeric"
                autoComplete="off"
                value={values[name]}
                onChange={(event) => setValues((known) => ({ ...known, [name]: event.target.value }))}
                className="max-w-40"
              />
            )}
          </FormField>
        ))}
      </CheckedForm>
    </TitledCard>
  );
}
