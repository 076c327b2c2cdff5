import { useState } from "react";
import { Button } from "~/components/ui/button";

/**
 * The signing secret, right after it was made: the only time the server ever hands it out. Shown under
 * the form that added its endpoint, it names the endpoint it signs for.
 */
export function WebhookSecretOnce({ secret, endpointUrl }: { secret: string; endpointUrl?: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div role="status" className="flex flex-col gap-2 rounded-md border border-primary/40 p-3 text-sm">
      <p>
        <strong>
          Signing secret
          {endpointUrl ? (
            <>
              {" "}
              of <span className="wrap-anywhere">{endpointUrl}</span>
            </>
          ) : null}{" "}
          — copy it now, it is not shown again.
        </strong>{" "}
        Your receiver checks each delivery with it: every delivery carries the{" "}
        <a href="https://www.standardwebhooks.com" className="underline" target="_blank" rel="noreferrer">
          Standard Webhooks
        </a>{" "}
        headers <code>webhook-id</code>, <code>webhook-timestamp</code> and <code>webhook-signature</code>,
        which any Standard Webhooks library (such as <code>standardwebhooks</code>) verifies against this
        secret and the raw body.
      </p>
      <code
        data-testid="signing-secret"
        className="wrap-anywhere rounded bg-muted px-2 py-1 font-mono text-xs"
      >
        {secret}
      </code>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        onClick={() =>
          navigator.clipboard?.writeText(secret).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {copied ? "Copied" : "Copy secret"}
      </Button>
    </div>
  );
}
