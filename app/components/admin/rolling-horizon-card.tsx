import { type ActionResult, fieldErrorsIn } from "@domain/action-result";
import type { Horizon } from "@domain/admin-views";
import { horizonSchema } from "@domain/horizon-schema";
import { useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { TitledCard } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { useAnswerToast } from "~/lib/answer-toast";
import { DaysAheadField, useDaysCheck } from "./days-ahead-field";

/** "Keep N days ahead": the server applies the hours up to the horizon now and again every day. */
export function RollingHorizonCard({ horizon }: { horizon: Horizon }) {
  const fetcher = useFetcher<ActionResult>();
  const [enabled, setEnabled] = useState(horizon.enabled);
  const [days, setDays] = useState(String(horizon.days));
  const { clientError, checkBeforeSubmit } = useDaysCheck(horizonSchema, () => ({
    intent: "save-horizon",
    enabled: String(enabled),
    days,
  }));
  const serverError = fetcher.state === "idle" ? fieldErrorsIn(fetcher.data)?.days : undefined;
  const error = clientError ?? serverError;

  useAnswerToast(fetcher, "horizon", {
    success: "Rolling horizon saved",
    failure: "Rolling horizon not saved",
  });

  return (
    <TitledCard
      title="Rolling Horizon"
      description={
        <>
          Instead of generating by hand: the server keeps slots this many days ahead from your hours (not only
          over the booking window), topped up once a day. Switching it off or shortening it keeps the slots
          that exist.
        </>
      }
    >
      <fetcher.Form method="post" noValidate onSubmit={checkBeforeSubmit} className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="save-horizon" />
        <input type="hidden" name="enabled" value={String(enabled)} />
        <div className="flex items-center gap-3">
          <input
            id="horizon-enabled"
            type="checkbox"
            checked={enabled}
            onChange={(event) => setEnabled(event.target.checked)}
            className="size-4 accent-primary"
          />
          <Label htmlFor="horizon-enabled">Keep slots generated ahead, topped up daily</Label>
        </div>
        <DaysAheadField id="horizon-days" label="Days ahead" value={days} onChange={setDays} error={error} />
        <Button type="submit" className="self-start" pending={fetcher.state !== "idle"}>
          Save horizon
        </Button>
      </fetcher.Form>
    </TitledCard>
  );
}
