import {
  type BookingQuestion,
  bookingQuestions,
  OTHER_ANSWER_MAX,
  otherField,
} from "@domain/content/booking-questions";
import { useState } from "react";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";

/** The qualifying questions (app/content/booking-questions.ts): optional, a select each, "other" in words. */
export function QualifyingQuestions({
  fieldErrors,
  typed,
}: {
  fieldErrors?: Partial<Record<string, string>>;
  /** The answers as they were sent, when the server refused the form. */
  typed?: Partial<Record<string, string>>;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {(bookingQuestions as readonly BookingQuestion[]).map((question) => (
        <Question key={question.id} question={question} fieldErrors={fieldErrors} typed={typed} />
      ))}
    </div>
  );
}

function Question({
  question,
  fieldErrors,
  typed,
}: {
  question: BookingQuestion;
  fieldErrors?: Partial<Record<string, string>>;
  typed?: Partial<Record<string, string>>;
}) {
  const [value, setValue] = useState(typed?.[question.id] ?? "");
  const other = question.other && value === question.other.value ? question.other : undefined;
  return (
    <div className="space-y-3">
      <FormField id={question.id} label={question.label} hint="(optional)" error={fieldErrors?.[question.id]}>
        {(control) => (
          <NativeSelect {...control} value={value} onChange={(event) => setValue(event.target.value)}>
            <option value="">Choose…</option>
            {question.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {other ? (
        <FormField
          id={otherField(question.id)}
          label={other.label}
          error={fieldErrors?.[otherField(question.id)]}
          max={OTHER_ANSWER_MAX}
          defaultValue={typed?.[otherField(question.id)]}
        >
          {(control) => <Input {...control} placeholder={other.placeholder} />}
        </FormField>
      ) : null}
    </div>
  );
}
