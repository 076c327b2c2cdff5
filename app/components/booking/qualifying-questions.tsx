import { type BookingQuestion, bookingQuestions, otherField } from "@domain/content/booking-questions";
import ChevronDown from "lucide-react/icons/chevron-down";
import { useState } from "react";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";

const selectClass =
  "flex h-10 w-full appearance-none rounded-md border border-input bg-background/60 py-2 pr-9 pl-3 text-base text-foreground outline-none transition-[border-color,box-shadow] focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-ring aria-invalid:border-destructive md:text-sm";

/** The qualifying questions (app/content/booking-questions.ts): optional, a select each, "other" in words. */
export function QualifyingQuestions({ fieldErrors }: { fieldErrors?: Partial<Record<string, string>> }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {(bookingQuestions as readonly BookingQuestion[]).map((question) => (
        <Question key={question.id} question={question} fieldErrors={fieldErrors} />
      ))}
    </div>
  );
}

function Question({
  question,
  fieldErrors,
}: {
  question: BookingQuestion;
  fieldErrors?: Partial<Record<string, string>>;
}) {
  const [value, setValue] = useState("");
  const other = question.other && value === question.other.value ? question.other : undefined;
  return (
    <div className="space-y-3">
      <FormField id={question.id} label={question.label} hint="(optional)" error={fieldErrors?.[question.id]}>
        {(control) => (
          <div className="relative">
            <select
              {...control}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              className={selectClass}
            >
              <option value="">Choose…</option>
              {question.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            <ChevronDown
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
          </div>
        )}
      </FormField>
      {other ? (
        <FormField
          id={otherField(question.id)}
          label={other.label}
          error={fieldErrors?.[otherField(question.id)]}
        >
          {(control) => <Input {...control} placeholder={other.placeholder} maxLength={200} />}
        </FormField>
      ) : null}
    </div>
  );
}
