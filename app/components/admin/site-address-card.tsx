import { type ActionResult, fieldErrorsIn } from "@domain/action-result";
import type { SiteAddressView } from "@domain/admin-views";
import { readableDate } from "@domain/readable-date";
import { isLoopbackOrigin, siteOriginOf } from "@domain/site-address-schema";
import { useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { TitledCard } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { useAnswerToast } from "~/lib/answer-toast";
import { useFetcherAnswer } from "~/lib/fetcher-answer";

/**
 * The address customers' e-mailed links open (manage, book again): PUBLIC_URL when the server sets it,
 * else the one the owner confirmed here, never the address a visitor's request claimed.
 */
export function SiteAddressCard({ view }: { view: SiteAddressView }) {
  const fetcher = useFetcher<ActionResult>();
  const [address, setAddress] = useState(view.source === "unconfirmed" ? view.thisPage : view.origin);
  const [clientError, setClientError] = useState<string>();
  const serverError = fetcher.state === "idle" ? fieldErrorsIn(fetcher.data)?.address : undefined;
  const error = clientError ?? serverError;
  useAnswerToast(fetcher, "site-address", {
    success: "Site address saved",
    failure: "Site address not saved",
  });
  // What was kept is the origin of what was typed ("agency.example/x" is https://agency.example).
  useFetcherAnswer(fetcher, (answer) => {
    if (answer.ok && "origin" in answer && typeof answer.origin === "string") setAddress(answer.origin);
  });

  return (
    <TitledCard
      title="Site Address"
      description="Links in the e-mails customers receive (manage or cancel a booking, book again) open this address."
    >
      <div className="flex flex-col gap-3 text-sm">
        <p>
          E-mails link to <strong className="wrap-anywhere">{view.origin}</strong>{" "}
          <span className="text-muted-foreground">({sourceWords(view)})</span>
        </p>
        {view.source !== "public-url" && isLoopbackOrigin(view.origin) ? (
          <p role="note" className="rounded-md border border-destructive/40 p-3 text-destructive">
            Customers cannot open links to {view.origin}: it is their own computer. Save the address visitors
            reach this site at.
          </p>
        ) : null}
        {view.source === "public-url" ? null : (
          <fetcher.Form
            method="post"
            noValidate
            className="flex flex-col gap-3"
            onSubmit={(event) => {
              const checked = siteOriginOf(address);
              setClientError(checked.ok ? undefined : checked.message);
              if (!checked.ok) event.preventDefault();
            }}
          >
            <input type="hidden" name="intent" value="save-site-address" />
            <FormField id="site-address" name="address" label="Site address" error={error}>
              {(control) => (
                <Input
                  {...control}
                  type="url"
                  inputMode="url"
                  autoComplete="url"
                  value={address}
                  onChange={(event) => setAddress(event.target.value)}
                  placeholder="https://agency.example"
                />
              )}
            </FormField>
            <Button type="submit" className="self-start" pending={fetcher.state !== "idle"}>
              Save address
            </Button>
          </fetcher.Form>
        )}
      </div>
    </TitledCard>
  );
}

function sourceWords(view: SiteAddressView) {
  if (view.source === "public-url") return "set by PUBLIC_URL in the server's environment";
  if (view.source === "unconfirmed") return "not confirmed yet: the address the server started at";
  // The date as stored (UTC): the same words on the server and in the browser, whatever their zones.
  const on = view.confirmed ? ` on ${readableDate(view.confirmed.at.slice(0, 10))}` : "";
  const by = view.confirmed?.by ?? "an admin";
  return `${by === "Settings" ? "saved in Settings" : `confirmed by ${by}`}${on}`;
}
