import { defaultAgencyName } from "@domain/content/agency";
import type { FindBookingAnswer } from "@domain/find-booking";
import { clientAddressContext, servicesContext } from "@domain/router-context";
import { data } from "react-router";
import { BackHomeLink } from "~/components/booking/back-home-link";
import { FindBookingForm } from "~/components/booking/find-booking-form";
import { Brand } from "~/components/site/brand";
import { answerOrRefusal } from "~/lib/refusals";
import { settingsFromMatches } from "~/lib/site";
import { requestBookingLinks } from "../../server/booking/find-bookings";
import { answer } from "../../server/http/action-answer";
import { readForm } from "../../server/http/read-form";
import type { Route } from "./+types/find-booking";

// "Find my booking" on a page of its own, and the action every place that shows the form posts to. The
// answer is written down for a job (server/booking/booking-links-job.ts), never looked up here.

const privateHeaders = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

export function loader() {
  return data(null, { headers: privateHeaders });
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const read = await readForm(request);
  if (!read.ok) return answer<FindBookingAnswer>(read, { headers: privateHeaders });
  const outcome = await requestBookingLinks(services.database.db, {
    form: read.form,
    clientAddress: context.get(clientAddressContext),
  });
  if (outcome.ok) services.bookingLinks.wake();
  return answer(outcome, { headers: privateHeaders });
}

/** The server's answer, or why there was none (another site, a limit, no network), beside the form. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answerOrRefusal(serverAction);
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders ?? loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  const agencyName = settingsFromMatches(matches)?.agencyName ?? defaultAgencyName;
  return [{ title: `Find my booking | ${agencyName}` }, { name: "robots", content: "noindex" }];
}

export default function FindBookingPage({ actionData }: Route.ComponentProps) {
  return (
    <main className="min-h-dvh px-4 py-10 sm:py-16">
      <div className="mx-auto max-w-lg space-y-6">
        <div className="flex justify-center">
          <Brand />
        </div>
        <FindBookingForm answer={actionData} heading="h1" />
        <div className="flex justify-center">
          <BackHomeLink variant="ghost" />
        </div>
      </div>
    </main>
  );
}
