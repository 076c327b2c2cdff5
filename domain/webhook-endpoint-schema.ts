import type { ActionResult } from "./action-result";
import { httpUrlOf } from "./web-address";
import { bookingEventTypes } from "./webhook-events";
import { z } from "./zod";

// What Admin → Integrations asks of the server: one schema per intent, shared by the form and the
// action. Whether plain http:// or a private address is allowed is the operator's to say
// (WEBHOOK_ALLOWED_HOSTS), so the server checks that part (server/webhooks/address-guard.ts).

export const MAX_ENDPOINT_URL_LENGTH = 2000;

export const endpointMessages = {
  empty: "Enter the address that receives the events, such as https://hooks.example.com/agency",
  tooLong: `The address is too long (at most ${MAX_ENDPOINT_URL_LENGTH} characters)`,
  notAddress: "This is not a web address. Write it like https://hooks.example.com/agency",
  scheme: "The address must start with https:// (or http:// to a host the operator allows)",
  credentials: "The address must not contain a user name or password: put secrets in the path if you must",
  noEvents: "Choose at least one event to send",
  unknown: "Unknown integrations action",
  endpoint: "This endpoint could not be found",
  attempt: "This delivery could not be found",
};

/** The address a delivery is posted to, or the reason it cannot be one. */
export function endpointUrlOf(typed: string): { ok: true; url: string } | { ok: false; message: string } {
  const text = typed.trim();
  if (text === "") return { ok: false, message: endpointMessages.empty };
  if (text.length > MAX_ENDPOINT_URL_LENGTH) return { ok: false, message: endpointMessages.tooLong };
  const checked = httpUrlOf(text, endpointMessages);
  if (!checked.ok) return checked;
  checked.url.hash = "";
  return { ok: true, url: checked.url.href };
}

/** The form's checkbox for an event: one field per event, since a form field may be sent only once. */
export function eventField(type: string) {
  return `event:${type}`;
}

const endpointId = z.uuid(endpointMessages.endpoint);

export const addEndpointSchema = z
  .object({
    intent: z.literal("add-endpoint"),
    url: z.string({ error: endpointMessages.empty }).transform((typed, context) => {
      const checked = endpointUrlOf(typed);
      if (checked.ok) return checked.url;
      context.addIssue({ code: "custom", message: checked.message });
      return z.NEVER;
    }),
  })
  .catchall(z.unknown())
  .transform((form, context) => {
    const events = bookingEventTypes.filter((type) => form[eventField(type)] === "on");
    if (events.length === 0) {
      context.addIssue({ code: "custom", path: ["events"], message: endpointMessages.noEvents });
      return z.NEVER;
    }
    return { intent: form.intent, url: form.url, events };
  });

const endpointIntent = <Intent extends string>(intent: Intent) =>
  z.object({ intent: z.literal(intent), endpoint_id: endpointId });

export const endpointActionSchema = z.discriminatedUnion(
  "intent",
  [
    endpointIntent("send-test"),
    endpointIntent("disable"),
    endpointIntent("enable"),
    endpointIntent("rotate-secret"),
    endpointIntent("delete"),
    z.object({
      intent: z.literal("send-again"),
      endpoint_id: endpointId,
      message_id: z.uuid(endpointMessages.attempt),
    }),
  ],
  { error: endpointMessages.unknown },
);

export type AddEndpointField = "url" | "events";

/**
 * What the page's actions answer: the secret only right after adding or rotating, never again, with the
 * address of the endpoint it signs for.
 */
export type IntegrationsActionResult = ActionResult<
  AddEndpointField,
  { secret?: string; endpointUrl?: string }
>;
