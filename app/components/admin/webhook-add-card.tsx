import { fieldErrorsIn, formErrorIn } from "@domain/action-result";
import {
  endpointMessages,
  endpointUrlOf,
  eventField,
  type IntegrationsActionResult,
} from "@domain/webhook-endpoint-schema";
import { bookingEventTypes, bookingEventWords } from "@domain/webhook-events";
import { useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { TitledCard } from "~/components/ui/card";
import { FormAlert } from "~/components/ui/form-alert";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { useAnswerToast } from "~/lib/answer-toast";
import { useFetcherAnswer } from "~/lib/fetcher-answer";
import { WebhookSecretOnce } from "./webhook-secret-once";

/** Adds an endpoint: its address, the events it wants, then its secret, once. */
export function WebhookAddCard({ allowedHosts }: { allowedHosts: string[] }) {
  const fetcher = useFetcher<IntegrationsActionResult>();
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<Set<string>>(() => new Set(bookingEventTypes));
  const [clientErrors, setClientErrors] = useState<{ url?: string; events?: string }>();
  const idle = fetcher.state === "idle";
  const serverErrors = idle ? fieldErrorsIn(fetcher.data) : undefined;
  const errors = clientErrors ?? serverErrors;
  const refusal = idle ? formErrorIn(fetcher.data) : undefined;
  const added = idle && fetcher.data?.ok ? fetcher.data : undefined;
  useAnswerToast(fetcher, "webhook-add", { success: "Endpoint added", failure: "Endpoint not added" });
  // Added: the field is free for the next one (sent again, the same address would be refused as known).
  useFetcherAnswer(fetcher, (answer) => {
    if (answer.ok) setUrl("");
  });

  return (
    <TitledCard
      title="Add an endpoint"
      description={
        <>
          Booking events are posted to it as JSON, signed to the Standard Webhooks specification. Only
          https:// addresses on the public internet
          {allowedHosts.length > 0 ? `, and the hosts the operator allows (${allowedHosts.join(", ")})` : ""}.
        </>
      }
    >
      <fetcher.Form
        method="post"
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          const checked = endpointUrlOf(url);
          const found = {
            url: checked.ok ? undefined : checked.message,
            events: events.size === 0 ? endpointMessages.noEvents : undefined,
          };
          const refused = found.url || found.events;
          setClientErrors(refused ? found : undefined);
          if (refused) event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="add-endpoint" />
        <FormField id="url" label="Endpoint address" error={errors?.url}>
          {(control) => (
            <Input
              {...control}
              type="url"
              inputMode="url"
              autoComplete="off"
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              placeholder="https://hooks.example.com/agency"
            />
          )}
        </FormField>
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={errors?.events ? "events-error" : undefined}
        >
          <legend className="mb-1 text-sm font-medium">Events</legend>
          {bookingEventTypes.map((type) => (
            <label key={type} className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                name={eventField(type)}
                checked={events.has(type)}
                onChange={(event) => {
                  const next = new Set(events);
                  if (event.target.checked) next.add(type);
                  else next.delete(type);
                  setEvents(next);
                }}
                className="mt-0.5 size-4 accent-primary"
              />
              <span>
                <code className="font-mono text-xs">{type}</code>{" "}
                <span className="text-muted-foreground">— {bookingEventWords[type]}</span>
              </span>
            </label>
          ))}
          {errors?.events ? (
            <p id="events-error" className="text-sm text-destructive">
              {errors.events}
            </p>
          ) : null}
        </fieldset>
        {refusal ? <FormAlert>{refusal}</FormAlert> : null}
        <Button type="submit" className="self-start" disabled={!idle}>
          {idle ? "Add endpoint" : "Adding..."}
        </Button>
        {added?.secret ? <WebhookSecretOnce secret={added.secret} endpointUrl={added.endpointUrl} /> : null}
      </fetcher.Form>
    </TitledCard>
  );
}
