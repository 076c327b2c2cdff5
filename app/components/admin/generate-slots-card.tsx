import { DEFAULT_GENERATE_DAYS, generateSlotsSchema } from "@domain/availability-schema";
import type { GenerateResult } from "@domain/settings-actions";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { showAnswer } from "~/lib/answer-toast";
import { DaysAheadInput } from "./days-ahead-input";

export function GenerateSlotsCard({ hasAvailability }: { hasAvailability: boolean }) {
  const fetcher = useFetcher<GenerateResult>();
  const [days, setDays] = useState(String(DEFAULT_GENERATE_DAYS));
  const [clientError, setClientError] = useState<string>();
  const generating = fetcher.state !== "idle";
  const serverError =
    fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.message : undefined;
  const error = clientError ?? serverError;

  useEffect(() => {
    const result = fetcher.data;
    if (!result) return;
    if (result.ok)
      showAnswer(
        "generate",
        "success",
        "Time slots generated",
        `Successfully created ${result.created} new time slots.`,
      );
    else showAnswer("generate", "error", "Error", result.message);
  }, [fetcher.data]);

  function checkBeforeSubmit(event: React.FormEvent<HTMLFormElement>) {
    const result = generateSlotsSchema.safeParse({ days });
    setClientError(result.success ? undefined : result.error.issues[0]?.message);
    if (!result.success) event.preventDefault();
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Generate Time Slots</CardTitle>
        <CardDescription>
          {hasAvailability
            ? "Creates bookable slots from your weekly availability. Existing slots are kept."
            : "Turn on at least one day of weekly availability first."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <fetcher.Form method="post" noValidate onSubmit={checkBeforeSubmit} className="flex flex-col gap-3">
          <input type="hidden" name="intent" value="generate" />
          <Label htmlFor="days">Number of days to generate</Label>
          <DaysAheadInput
            id="days"
            value={days}
            onChange={setDays}
            error={Boolean(error)}
            describedBy={error ? "days-hint days-error" : "days-hint"}
          />
          <p id="days-hint" className="text-sm text-muted-foreground">
            This will create hourly slots for the next {days || "N"} days
          </p>
          {error ? (
            <p id="days-error" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <Button type="submit" className="self-start" disabled={generating || !hasAvailability}>
            {generating ? "Generating..." : "Generate Slots"}
          </Button>
        </fetcher.Form>
      </CardContent>
    </Card>
  );
}
