import { countOf } from "@domain/plural";
import type { IntegrationsActionResult } from "@domain/webhook-endpoint-schema";
import { useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { useAnswerToast } from "~/lib/answer-toast";
import { ConfirmOnDemand } from "./confirm-on-demand";
import { type ShownAttempt, WebhookDeliveryLog } from "./webhook-delivery-log";
import { WebhookSecretOnce } from "./webhook-secret-once";

export interface ShownEndpoint {
  id: string;
  url: string;
  events: string[];
  enabled: boolean;
  disabledNote: string | null;
  /** While a rotation's old secret still signs. */
  previousSecretUntil: string | null;
  waiting: number;
  /** Of those, the ones due within seconds. */
  dueNow: number;
  /** When the first of them is tried next. */
  nextAttemptAt: string | null;
  attempts: ShownAttempt[];
}

/** How many events wait, and when they go: at once, at the next try, or once the endpoint is enabled. */
export function waitingWords(
  endpoint: Pick<ShownEndpoint, "waiting" | "dueNow" | "nextAttemptAt" | "enabled">,
  when: (iso: string) => string,
): string | undefined {
  if (endpoint.waiting === 0) return undefined;
  const count = countOf(endpoint.waiting, "event waits", "events wait");
  if (!endpoint.enabled) return `${count} to be delivered once the endpoint is enabled.`;
  if (endpoint.dueNow > 0 || !endpoint.nextAttemptAt)
    return `${count} to be delivered: the next try is within seconds.`;
  return `${count} to be delivered: the next try is at ${when(endpoint.nextAttemptAt)}.`;
}

/** One endpoint: its state, what it may be asked (test, disable or enable, rotate, delete) and its log. */
export function WebhookEndpointCard({
  endpoint,
  when,
}: {
  endpoint: ShownEndpoint;
  when: (iso: string) => string;
}) {
  const fetcher = useFetcher<IntegrationsActionResult>();
  const idle = fetcher.state === "idle";
  const secret = idle && fetcher.data?.ok ? fetcher.data.secret : undefined;
  useAnswerToast(fetcher, `webhook-${endpoint.id}`, { success: "Done", failure: "Not done" });
  const waiting = waitingWords(endpoint, when);
  const ask = (intent: string, fields: Record<string, string> = {}) =>
    fetcher.submit({ intent, endpoint_id: endpoint.id, ...fields }, { method: "post" });

  return (
    <li>
      <Card>
        <CardHeader className="gap-2">
          <CardTitle className="wrap-anywhere text-base">{endpoint.url}</CardTitle>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <Badge variant={endpoint.enabled ? "success" : "muted"}>
              {endpoint.enabled ? "Enabled" : "Disabled"}
            </Badge>
            {endpoint.events.map((type) => (
              <code key={type} className="font-mono text-xs text-muted-foreground">
                {type}
              </code>
            ))}
          </div>
          {endpoint.disabledNote ? (
            <p role="note" className="rounded-md border border-destructive/40 p-2 text-sm text-destructive">
              {endpoint.disabledNote}
            </p>
          ) : null}
          {waiting ? <p className="text-sm text-muted-foreground">{waiting}</p> : null}
          {endpoint.previousSecretUntil ? (
            <p className="text-sm text-muted-foreground">
              The previous secret also signs until {when(endpoint.previousSecretUntil)}.
            </p>
          ) : null}
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" disabled={!idle} onClick={() => ask("send-test")}>
              Send test event
            </Button>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={!idle}
              onClick={() => ask(endpoint.enabled ? "disable" : "enable")}
            >
              {endpoint.enabled ? "Disable" : "Enable"}
            </Button>
            <ConfirmOnDemand
              trigger={
                <Button type="button" variant="outline" size="sm" disabled={!idle}>
                  Rotate secret
                </Button>
              }
              title="Make a new signing secret?"
              description="The new secret is shown once. Deliveries carry signatures under both secrets for 24 hours, so your receiver can switch to the new one without missing any."
              keep="Keep the secret"
              confirm="Yes, make a new one"
              onConfirm={() => ask("rotate-secret")}
            />
            <ConfirmOnDemand
              trigger={
                <Button type="button" variant="destructive" size="sm" disabled={!idle}>
                  Delete
                </Button>
              }
              title="Delete this endpoint?"
              description="Its waiting events and its delivery log are deleted with it; nothing more is sent there."
              keep="Keep it"
              confirm="Yes, delete it"
              onConfirm={() => ask("delete")}
            />
          </div>
          {secret ? <WebhookSecretOnce secret={secret} /> : null}
          <h3 className="text-sm font-semibold">Delivery log (the last 100 attempts)</h3>
          <WebhookDeliveryLog
            attempts={endpoint.attempts}
            when={when}
            busy={!idle}
            onSendAgain={(messageId) => ask("send-again", { message_id: messageId })}
          />
        </CardContent>
      </Card>
    </li>
  );
}
