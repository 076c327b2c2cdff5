import type { ActionResult } from "@domain/action-result";
import type { OwnerNoticesView } from "@domain/owner-notices";
import { useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { TitledCard } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { useAnswerToast } from "~/lib/answer-toast";

/** Whether the agency is e-mailed of every booking, move and cancel, and where those e-mails go now. */
export function OwnerNoticesCard({ view }: { view: OwnerNoticesView }) {
  const fetcher = useFetcher<ActionResult>();
  const [enabled, setEnabled] = useState(view.enabled);
  useAnswerToast(fetcher, "owner-notices", {
    success: "Booking notices saved",
    failure: "Booking notices not saved",
  });
  const { source, addresses } = view.to;

  return (
    <TitledCard
      title="Booking Notices"
      description="An e-mail to the agency for every booking, move and cancellation, with the customer's details."
    >
      <fetcher.Form method="post" className="flex flex-col gap-3 text-sm">
        <input type="hidden" name="intent" value="save-owner-notices" />
        <input type="hidden" name="enabled" value={String(enabled)} />
        <p data-testid="owner-notices-to">
          {addresses.length === 0 ? (
            <>No admin has an address yet: notices go to each admin once one exists.</>
          ) : (
            <>
              Notices go to <strong className="break-all">{addresses.join(", ")}</strong>{" "}
              <span className="text-muted-foreground">
                (
                {source === "ADMIN_NOTIFY_EMAIL"
                  ? "ADMIN_NOTIFY_EMAIL in the server's environment"
                  : "every admin's own address; set ADMIN_NOTIFY_EMAIL to send them elsewhere"}
                )
              </span>
            </>
          )}
        </p>
        <div className="flex items-center gap-3">
          <input
            id="owner-notices-enabled"
            type="checkbox"
            checked={enabled}
            onChange={(event) => setEnabled(event.target.checked)}
            className="size-4 accent-primary"
          />
          <Label htmlFor="owner-notices-enabled">
            E-mail the agency of every booking, move and cancellation
          </Label>
        </div>
        <Button type="submit" className="self-start" disabled={fetcher.state !== "idle"}>
          Save notices
        </Button>
      </fetcher.Form>
    </TitledCard>
  );
}
