import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";

export interface ShownAttempt {
  id: string;
  messageId: string;
  eventType: string;
  attempt: number;
  statusCode: number | null;
  latencyMs: number;
  excerpt: string;
  delivered: boolean;
  attemptedAt: string;
}

/**
 * An endpoint's last attempts, newest first: the event, what the receiver answered, which try it was,
 * how long it took, the start of the answer; "Send again" posts that message once more.
 */
export function WebhookDeliveryLog({
  attempts,
  when,
  onSendAgain,
  busy,
}: {
  attempts: ShownAttempt[];
  when: (iso: string) => string;
  onSendAgain: (messageId: string) => void;
  busy: boolean;
}) {
  if (attempts.length === 0)
    return <p className="text-sm text-muted-foreground">No deliveries yet. Send a test event to try it.</p>;
  return (
    <ol aria-label="Delivery log" className="flex flex-col gap-2">
      {attempts.map((attempt) => (
        <li
          key={attempt.id}
          className="flex flex-col gap-1 rounded-md border border-border px-3 py-2 text-sm"
        >
          <div className="flex flex-wrap items-center gap-2">
            <code className="font-mono text-xs">{attempt.eventType}</code>
            <Badge variant={attempt.delivered ? "success" : "destructive"}>
              {attempt.statusCode === null ? "no answer" : `HTTP ${attempt.statusCode}`}
            </Badge>
            <span className="text-muted-foreground">
              attempt {attempt.attempt} · {attempt.latencyMs} ms · {when(attempt.attemptedAt)}
            </span>
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="ml-auto"
              pending={busy}
              onClick={() => onSendAgain(attempt.messageId)}
            >
              Send again
            </Button>
          </div>
          {attempt.excerpt ? <p className="wrap-anywhere text-muted-foreground">{attempt.excerpt}</p> : null}
        </li>
      ))}
    </ol>
  );
}
