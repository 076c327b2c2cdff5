import { servicesContext } from "@domain/router-context";
import type { WeeklyHoursResult } from "@domain/settings-actions";
import { lazy, Suspense } from "react";
import { SubpageHeader } from "~/components/admin/admin-header";
import { BookingRulesCard } from "~/components/admin/booking-rules-card";
import { GenerateSlotsCard } from "~/components/admin/generate-slots-card";
import { SlotsOverview } from "~/components/admin/slots-overview";
import { WeeklyAvailabilityCard } from "~/components/admin/weekly-availability-card";
import { adminMeta } from "~/lib/admin-meta";
import { answerOrRefusal } from "~/lib/refusals";
import {
  bookingRulesAction,
  bookingRulesView,
  isBookingRulesIntent,
} from "../../../server/admin/booking-rules-settings";
import { readHorizon } from "../../../server/availability/horizon";
import { bookedOutsideHours } from "../../../server/availability/outside-hours";
import { availabilityAction, isAvailabilityIntent } from "../../../server/availability/settings-intents";
import { slotSummary } from "../../../server/availability/slot-summary";
import { listDayHours } from "../../../server/availability/weekly";
import { answer } from "../../../server/http/action-answer";
import { readForm } from "../../../server/http/read-form";
import { ownerNoticesView } from "../../../server/mail/owner-notices";
import { ownerNoticesIntent } from "../../../server/mail/owner-notices-intent";
import { meetingPlaceView } from "../../../server/meeting-place/meeting-choice";
import { meetingPlaceIntent } from "../../../server/meeting-place/meeting-place-intent";
import { siteAddressView } from "../../../server/site-address/site-address";
import { siteAddressIntent } from "../../../server/site-address/site-address-intent";
import type { Route } from "./+types/settings";

// The cards below the fold load after the page's own code (the server still renders them), keeping the
// settings page within the admin budget (docs/decisions/026-admin-code-on-demand.md).
const SettingsFurtherCards = lazy(() => import("~/components/admin/settings-further-cards"));

export function meta() {
  return adminMeta("Settings");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { database, config } = services;
  const agencyZone = config.agencyTimeZone;
  const at = { now: new Date(), agencyZone };
  const [weekly, summary, bookedOutside, horizon, bookingRules, siteAddress, ownerNotices, meetingPlace] =
    await Promise.all([
      listDayHours(database.db),
      slotSummary(database.db, at),
      bookedOutsideHours(database.db, at),
      readHorizon(database.db),
      bookingRulesView(services),
      siteAddressView(
        { db: database.db, publicUrl: config.publicUrl, port: config.port },
        new URL(request.url).origin,
      ),
      ownerNoticesView(database.db, config.mail),
      meetingPlaceView(database.db),
    ]);
  return {
    weekly,
    summary,
    bookedOutside,
    horizon,
    agencyZone,
    bookingRules,
    siteAddress,
    ownerNotices,
    meetingPlace,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { database, config } = services;
  const read = await readForm(request);
  if (!read.ok) return answer<WeeklyHoursResult>(read);
  const form = Object.fromEntries(read.form);
  if (isBookingRulesIntent(form.intent)) return bookingRulesAction(services, form.intent, form);
  if (isAvailabilityIntent(form.intent)) return availabilityAction(services, form.intent, form);
  const at = { now: new Date(), agencyZone: config.agencyTimeZone };
  if (form.intent === "save-site-address") return siteAddressIntent(database.db, form, at);
  if (form.intent === "save-owner-notices") return ownerNoticesIntent(database.db, form, at);
  if (form.intent === "save-meeting-place") return meetingPlaceIntent(database.db, form, at);
  return answer<WeeklyHoursResult>({ ok: false, status: 400, message: "Unknown settings action." });
}

/** The server's answer, or why there was none, for the toast beside what was changed (app/lib/refusals.ts). */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answerOrRefusal(serverAction);
}

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  const { weekly, summary, bookedOutside, horizon, agencyZone, bookingRules, siteAddress, ownerNotices } =
    loaderData;
  return (
    <>
      <SubpageHeader page="Settings" />
      <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
        <SlotsOverview agencyZone={agencyZone} summary={summary} bookedOutside={bookedOutside} />
        <WeeklyAvailabilityCard weekly={weekly} />
        <GenerateSlotsCard hasAvailability={weekly.some((day) => day.isEnabled)} />
        <BookingRulesCard view={bookingRules} />
        <Suspense fallback={<div className="min-h-96" />}>
          <SettingsFurtherCards
            bookingRules={bookingRules}
            horizon={horizon}
            siteAddress={siteAddress}
            ownerNotices={ownerNotices}
            meetingPlace={loaderData.meetingPlace}
          />
        </Suspense>
      </main>
    </>
  );
}
