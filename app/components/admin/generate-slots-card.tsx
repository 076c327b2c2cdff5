import { DEFAULT_GENERATE_DAYS, generateSlotsSchema, MAX_GENERATE_DAYS } from "@domain/availability-schema";
import type { GenerateResult } from "@domain/settings-actions";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { showAnswer } from "~/lib/answer-toast";

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
          <Input
            id="days"
            name="days"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_GENERATE_DAYS}
            step={1}
            value={days}
            onChange={(event) => setDays(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "days-hint days-error" : "days-hint"}
            className="max-w-40"
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
