import type { ActionResult } from "@domain/action-result";
import { readableMoment } from "@domain/admin-dates";
import type { CalendarAccountView } from "@domain/calendar-accounts";
import { useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { TitledCard } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { Switch } from "~/components/ui/switch";
import { useAnswerToast } from "~/lib/answer-toast";
import { ConfirmOnDemand } from "./confirm-on-demand";

/**
 * One connected account: its state (read when, how many busy times, why not and since when), "Check
 * now", which of its calendars count as busy, and disconnecting it.
 */
export function CalendarAccountCard({
  account,
  agencyZone,
}: {
  account: CalendarAccountView;
  agencyZone: string;
}) {
  const fetcher = useFetcher<ActionResult>();
  useAnswerToast(fetcher, `calendar-${account.id}`, { success: "Calendar", failure: "Calendar not read" });
  const when = (iso: string) => readableMoment(iso, agencyZone);
  const pending = fetcher.state !== "idle";
  const send = (intent: string, more: Record<string, string> = {}) =>
    fetcher.submit({ intent, account_id: account.id, ...more }, { method: "post" });
  const title =
    account.kind === "caldav" ? `${account.username} at ${account.host}` : `ICS address at ${account.host}`;

  return (
    <TitledCard
      title={title}
      description={account.kind === "caldav" ? "CalDAV account" : "Private ICS address"}
    >
      <div className="flex flex-col gap-4 text-sm" data-testid="calendar-account">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-muted-foreground">State</dt>
          <dd>
            {account.lastError ? (
              <Badge variant="destructive">Cannot be read</Badge>
            ) : account.lastRefreshAt ? (
              <Badge>Connected</Badge>
            ) : (
              <Badge variant="secondary">Not read yet</Badge>
            )}
          </dd>
          <dt className="text-muted-foreground">Last read</dt>
          <dd>{account.lastRefreshAt ? when(account.lastRefreshAt) : "never"}</dd>
          <dt className="text-muted-foreground">Busy times</dt>
          <dd>{account.eventsSeen ?? 0} in the booking window</dd>
        </dl>
        {account.lastError ? (
          <p
            role="alert"
            className="rounded-md border border-destructive/40 p-3 text-destructive wrap-anywhere"
          >
            {account.failingSince ? `Failing since ${when(account.failingSince)}: ` : null}
            {account.lastError} Until it can be read, the busy times last read stay in force.
          </p>
        ) : null}
        <ul className="flex flex-col gap-2" aria-label="Its calendars">
          {account.calendars.map((calendar) => (
            <li key={calendar.id} className="flex flex-wrap items-center gap-3">
              <Switch
                id={`busy-${calendar.id}`}
                checked={calendar.countsAsBusy}
                disabled={pending}
                onCheckedChange={(on) =>
                  send("calendar-counts-as-busy", {
                    calendar_id: calendar.id,
                    counts_as_busy: on ? "on" : "off",
                  })
                }
              />
              <Label htmlFor={`busy-${calendar.id}`} className="wrap-anywhere">
                {calendar.displayName} counts as busy
              </Label>
              {calendar.countsAsBusy && calendar.eventsSeen !== null ? (
                <span className="text-muted-foreground">({calendar.eventsSeen} busy)</span>
              ) : null}
              {account.kind === "caldav" ? (
                <Button
                  type="button"
                  size="sm"
                  variant={calendar.bookingsWrittenHere ? "secondary" : "ghost"}
                  aria-pressed={calendar.bookingsWrittenHere}
                  disabled={pending}
                  onClick={() =>
                    send("bookings-written-here", {
                      calendar_id: calendar.bookingsWrittenHere ? "none" : calendar.id,
                    })
                  }
                >
                  {calendar.bookingsWrittenHere ? "Bookings are written here" : "Write bookings here"}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" disabled={pending} onClick={() => send("check-calendar")}>
            {pending && fetcher.formData?.get("intent") === "check-calendar" ? "Checking..." : "Check now"}
          </Button>
          <ConfirmOnDemand
            trigger={
              <Button type="button" variant="destructive" disabled={pending}>
                Disconnect
              </Button>
            }
            title="Disconnect this calendar?"
            description="Its password or private address and its busy times are deleted; its events no longer hide any time."
            keep="Keep it"
            confirm="Disconnect"
            onConfirm={() => send("disconnect-calendar")}
          />
        </div>
      </div>
    </TitledCard>
  );
}
