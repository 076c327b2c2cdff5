import type { ActionResult } from "@domain/action-result";
import type { OwnerNoticesView } from "@domain/owner-notices";
import { useFetcher } from "react-router";
import { TitledCard } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { Switch } from "~/components/ui/switch";
import { useAnswerToast } from "~/lib/answer-toast";

/**
 * Whether the agency is e-mailed of every booking, move and cancel, and where those e-mails go now.
 * The switch saves at once, as a weekday's does.
 */
export function OwnerNoticesCard({ view }: { view: OwnerNoticesView }) {
  const fetcher = useFetcher<ActionResult>();
  useAnswerToast(fetcher, "owner-notices", {
    success: "Booking notices saved",
    failure: "Booking notices not saved",
  });
  // While saving, the switch shows the new position; a refusal puts it back (the loader's).
  const asked = fetcher.formData?.get("enabled");
  const enabled = typeof asked === "string" ? asked === "true" : view.enabled;
  const { source, addresses } = view.to;

  return (
    <TitledCard
      title="Booking Notices"
      description="An e-mail to the agency for every booking, move and cancellation, with the customer's details."
    >
      <div className="flex flex-col gap-3 text-sm">
        <div className="flex items-center gap-3">
          <Switch
            id="owner-notices-enabled"
            checked={enabled}
            disabled={fetcher.state !== "idle"}
            onCheckedChange={(on) =>
              fetcher.submit({ intent: "save-owner-notices", enabled: String(on) }, { method: "post" })
            }
          />
          <Label htmlFor="owner-notices-enabled">
            E-mail the agency of every booking, move and cancellation
          </Label>
        </div>
        <p data-testid="owner-notices-to" className={enabled ? undefined : "text-muted-foreground"}>
          {addresses.length === 0 ? (
            <>No admin has an address yet: notices go to each admin once one exists.</>
          ) : (
            <>
              {enabled ? "Notices go to" : "When on, notices go to"}{" "}
              <strong className="wrap-anywhere">{addresses.join(", ")}</strong>{" "}
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
      </div>
    </TitledCard>
  );
}
