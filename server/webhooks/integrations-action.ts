import { invalidInput } from "../../domain/action-result";
import {
  addEndpointSchema,
  endpointActionSchema,
  type IntegrationsActionResult,
} from "../../domain/webhook-endpoint-schema";
import type { Services } from "../services";
import {
  addEndpoint,
  deleteEndpoint,
  type EndpointChange,
  endpointEnabled,
  rotateSecret,
  sendAgain,
  setEndpointEnabled,
} from "./endpoints";
import { queueTestEvent } from "./queue-events";

// What Admin → Integrations may do, checked on the server: each intent's form against its schema,
// an endpoint's address against the outbound guard (resolved names included), and every refusal in
// words the owner can act on. The secret leaves the server only in the answer that made it.

type IntegrationServices = Pick<Services, "database" | "webhooks" | "webhookGuard" | "secretBox">;

const gone: IntegrationsActionResult = {
  ok: false,
  status: 404,
  message: "This endpoint no longer exists. It may have been deleted already: reload the page.",
};

function done(change: EndpointChange, message: string): IntegrationsActionResult {
  return change.ok ? { ok: true, message } : gone;
}

async function add(
  services: IntegrationServices,
  form: Record<string, string>,
): Promise<IntegrationsActionResult> {
  const parsed = addEndpointSchema.safeParse(form);
  if (!parsed.success) return invalidInput(parsed.error);
  const { url, events } = parsed.data;
  const checked = await services.webhookGuard.check(new URL(url));
  if (!checked.ok)
    return { ok: false, status: 400, message: checked.reason, fieldErrors: { url: checked.reason } };
  const added = await addEndpoint(services.database.db, services.secretBox("webhook-secret"), {
    url,
    events,
  });
  if (!added.ok) {
    const message = "This endpoint is already added: each address receives each event once.";
    return { ok: false, status: 409, message, fieldErrors: { url: message } };
  }
  return {
    ok: true,
    message: "Endpoint added. Copy its signing secret now.",
    secret: added.secret,
    endpointUrl: url,
  };
}

export async function integrationsAction(
  services: IntegrationServices,
  form: Record<string, string>,
  now: Date,
): Promise<IntegrationsActionResult> {
  if (form.intent === "add-endpoint") return add(services, form);
  const parsed = endpointActionSchema.safeParse(form);
  if (!parsed.success) return invalidInput(parsed.error);
  const { db } = services.database;
  const order = parsed.data;
  switch (order.intent) {
    case "send-test": {
      const enabled = await endpointEnabled(db, order.endpoint_id);
      if (enabled === undefined) return gone;
      await queueTestEvent(db, order.endpoint_id, now);
      services.webhooks.wake();
      return {
        ok: true,
        message: enabled
          ? "Test event queued: its delivery appears in the log below."
          : "Test event queued: it is sent once the endpoint is enabled.",
      };
    }
    case "send-again": {
      const change = await sendAgain(db, order.endpoint_id, order.message_id);
      if (!change.ok)
        return { ok: false, status: 404, message: "This delivery is no longer in the log: reload the page." };
      services.webhooks.wake();
      const enabled = await endpointEnabled(db, order.endpoint_id);
      return {
        ok: true,
        message: enabled
          ? "Sending again, under the same webhook-id."
          : "It is sent again, under the same webhook-id, once the endpoint is enabled.",
      };
    }
    case "disable":
      return done(await setEndpointEnabled(db, order.endpoint_id, false), "Endpoint disabled: events wait.");
    case "enable": {
      const change = await setEndpointEnabled(db, order.endpoint_id, true);
      services.webhooks.wake();
      return done(change, "Endpoint enabled: waiting events are sent.");
    }
    case "rotate-secret": {
      const rotated = await rotateSecret(db, services.secretBox("webhook-secret"), order.endpoint_id, now);
      if (!rotated.ok) return gone;
      return {
        ok: true,
        message: "New secret made. The old one still verifies for 24 hours.",
        secret: rotated.secret,
      };
    }
    case "delete":
      return done(await deleteEndpoint(db, order.endpoint_id), "Endpoint deleted with its log.");
  }
}
