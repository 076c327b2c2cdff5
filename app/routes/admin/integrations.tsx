import { readableMoment } from "@domain/admin-dates";
import { servicesContext } from "@domain/router-context";
import type { IntegrationsActionResult } from "@domain/webhook-endpoint-schema";
import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { SubpageHeader } from "~/components/admin/admin-header";
import { WebhookAddCard } from "~/components/admin/webhook-add-card";
import { WebhookEndpointCard } from "~/components/admin/webhook-endpoint-card";
import { adminMeta } from "~/lib/admin-meta";
import { answerOrRefusal } from "~/lib/refusals";
import { revalidateWhenStale } from "~/lib/stale-page";
import { answer } from "../../../server/http/action-answer";
import { readForm, textFields } from "../../../server/http/read-form";
import { endpointsWithLogs } from "../../../server/webhooks/endpoints";
import { integrationsAction } from "../../../server/webhooks/integrations-action";
import type { Route } from "./+types/integrations";

/** While events are due to be delivered, the page looks again this often, so the log shows them arrive. */
const WAITING_REFRESH_MS = 2_000;

export function meta() {
  return adminMeta("Integrations");
}

export async function loader({ context }: Route.LoaderArgs) {
  const { database, config } = context.get(servicesContext);
  const endpoints = await endpointsWithLogs(database.db);
  return {
    agencyZone: config.agencyTimeZone,
    allowedHosts: config.webhookAllowedHosts,
    // No secret here, sealed or not: it left the server once, in the answer that made it.
    endpoints: endpoints.map((endpoint) => ({
      id: endpoint.id,
      url: endpoint.url,
      events: endpoint.events,
      enabled: endpoint.enabled,
      disabledNote: endpoint.disabledNote,
      previousSecretUntil:
        endpoint.previousSecretUntil && endpoint.previousSecretUntil > new Date()
          ? endpoint.previousSecretUntil.toISOString()
          : null,
      waiting: endpoint.waiting,
      dueNow: endpoint.dueNow,
      nextAttemptAt: endpoint.nextAttemptAt?.toISOString() ?? null,
      attempts: endpoint.attempts.map((attempt) => ({
        ...attempt,
        attemptedAt: attempt.attemptedAt.toISOString(),
      })),
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const read = await readForm(request);
  if (!read.ok) return answer<IntegrationsActionResult>(read);
  return answer(await integrationsAction(services, textFields(read.form), new Date()));
}

/** A refusal saying the page is out of date (a calendar not read, a slot taken) reads it again. */
export const shouldRevalidate = revalidateWhenStale;

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answerOrRefusal(serverAction);
}

export default function AdminIntegrations({ loaderData }: Route.ComponentProps) {
  const { endpoints, agencyZone, allowedHosts } = loaderData;
  const when = (iso: string) => readableMoment(iso, agencyZone);
  const revalidator = useRevalidator();
  const due = endpoints.some((endpoint) => endpoint.enabled && endpoint.dueNow > 0);
  useEffect(() => {
    if (!due || revalidator.state !== "idle") return;
    const timer = setTimeout(() => revalidator.revalidate(), WAITING_REFRESH_MS);
    return () => clearTimeout(timer);
  }, [due, revalidator]);

  return (
    <>
      <SubpageHeader page="Integrations" />
      <main className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-8">
        <p className="text-sm text-muted-foreground">
          Send every booking to your CRM, n8n, Make or Zapier: each endpoint receives the events it chose,
          signed so it can check they came from this site. Times in {agencyZone}.
        </p>
        <WebhookAddCard allowedHosts={allowedHosts} />
        {endpoints.length === 0 ? (
          <p className="text-muted-foreground">No endpoints yet</p>
        ) : (
          <ul aria-label="Endpoints" className="flex flex-col gap-4">
            {endpoints.map((endpoint) => (
              <WebhookEndpointCard key={endpoint.id} endpoint={endpoint} when={when} />
            ))}
          </ul>
        )}
      </main>
    </>
  );
}
