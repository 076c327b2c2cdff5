import { DEFAULT_GENERATE_DAYS, generateSlotsSchema } from "@domain/availability-schema";
import { type GenerateResult, generatedText } from "@domain/settings-actions";
import { useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { TitledCard } from "~/components/ui/card";
import { useAnswerToast } from "~/lib/answer-toast";
import { DaysAheadField, useDaysCheck } from "./days-ahead-field";

export function GenerateSlotsCard({ hasAvailability }: { hasAvailability: boolean }) {
  const fetcher = useFetcher<GenerateResult>();
  const [days, setDays] = useState(String(DEFAULT_GENERATE_DAYS));
  const { clientError, checkBeforeSubmit } = useDaysCheck(generateSlotsSchema, () => ({ days }));
  const generating = fetcher.state !== "idle";
  const serverError =
    fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.message : undefined;
  const error = clientError ?? serverError;

  useAnswerToast(fetcher, "generate", { success: "Time slots generated", failure: "Error" }, (done) =>
    generatedText(done.created),
  );

  return (
    <TitledCard
      title="Generate Time Slots"
      description={
        hasAvailability
          ? "Fills the next N days with slots from your hours, beyond the booking window, which your hours keep filled by themselves. Existing slots are kept."
          : "Turn on at least one day of weekly availability first."
      }
    >
      <fetcher.Form method="post" noValidate onSubmit={checkBeforeSubmit} className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="generate" />
        <DaysAheadField
          id="days"
          label="Number of days to generate"
          value={days}
          onChange={setDays}
          // The number only once it is one the form takes: "the next -5 days" would say nonsense.
          hint={`This will create hourly slots for the next ${generateSlotsSchema.safeParse({ days }).success ? days.trim() : "N"} days`}
          error={error}
        />
        <Button type="submit" className="self-start" disabled={generating || !hasAvailability}>
          {generating ? "Generating..." : "Generate Slots"}
        </Button>
      </fetcher.Form>
    </TitledCard>
  );
}
