import { fieldErrorsIn, formErrorIn } from "@domain/action-result";
import { type BookingCalendar, bookingCalendarPath } from "@domain/booking-calendar";
import { bookingParams } from "@domain/booking-params";
import type { BookingField } from "@domain/booking-schema";
import { defaultAgencyName } from "@domain/content/agency";
import { DEFAULT_MEETING_KIND, type MeetingKind } from "@domain/meeting-kinds";
import { clientAddressContext, dataRequestContext, servicesContext } from "@domain/router-context";
import { type TypedBooking, typedIn } from "@domain/typed-booking";
import { isKnownZone } from "@domain/viewing-zones";
import { useEffect, useState } from "react";
import {
  data,
  isRouteErrorResponse,
  redirect,
  type ShouldRevalidateFunctionArgs,
  useNavigation,
} from "react-router";
import { BookingPageError } from "~/components/booking/booking-page-error";
import { BookingPageHeader } from "~/components/booking/booking-page-header";
import { DateStep } from "~/components/booking/date-step";
import { DetailsStep } from "~/components/booking/details-step";
import { FindBookingForm } from "~/components/booking/find-booking-form";
import { TimesStep } from "~/components/booking/times-step";
import { useBookingAnswer } from "~/components/booking/use-booking-answer";
import { useBookingParams, useBrowserZoneOnArrival } from "~/components/booking/use-booking-params";
import { useLiveSlots } from "~/components/booking/use-live-slots";
import { useRefusedDate } from "~/components/booking/use-refused-date";
import { Toaster } from "~/components/ui/toaster";
import { countStep } from "~/lib/funnel-beacon";
import { answerOrRefusal } from "~/lib/refusals";
import { MANAGE_PATH } from "../../server/booking/manage-token";
import { readBookingCalendar } from "../../server/booking/read-booking-calendar";
import { type BookingAnswer, submitBooking } from "../../server/booking/submit-booking";
import { answer } from "../../server/http/action-answer";
import { readForm } from "../../server/http/read-form";
import { meetingChoice } from "../../server/meeting-place/meeting-choice";
import type { Route } from "./+types/book-call";

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const [calendar, meeting] = await Promise.all([
    readBookingCalendar(services, new URL(request.url).searchParams),
    meetingChoice(services.database.db),
  ]);
  // How calls happen (never where: that is each booking's own): the form asks for a phone when needed.
  const callBy: MeetingKind = meeting.kind;
  return data({ ...calendar, callBy }, { headers: { "Cache-Control": "no-store" } });
}

/** In the browser, the page reads the same data from a lean JSON endpoint rather than the page's loader. */
export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<BookingCalendar> {
  const date = new URL(request.url).searchParams.get(bookingParams.date);
  const query = date ? `?${new URLSearchParams({ date })}` : "";
  const response = await fetch(`${bookingCalendarPath}${query}`, { signal: request.signal });
  if (!response.ok) throw new Error(`The booking calendar answered ${response.status}`);
  return response.json();
}

export async function action({ request, context }: Route.ActionArgs) {
  const { booking } = context.get(servicesContext);
  const read = await readForm(request);
  if (!read.ok) return answer<BookingAnswer>(read);
  // The zone the page showed the times in: the booking keeps it for its e-mails and its page.
  const zone = new URL(request.url).searchParams.get(bookingParams.zone);
  const outcome = await submitBooking(booking, {
    form: read.form,
    clientAddress: context.get(clientAddressContext),
    now: new Date(),
    bookerZone: zone,
  });
  if (outcome.ok) {
    // Post, redirect, get: the confirmation is the booking's own page, which survives a reload. The
    // page's own data request gets the address and goes there itself, keeping its 200 answer.
    const keep = isKnownZone(zone) ? `&${bookingParams.zone}=${encodeURIComponent(zone)}` : "";
    const manageUrl = `${MANAGE_PATH}/${outcome.token}?booked=1${keep}`;
    if (!context.get(dataRequestContext)) throw redirect(manageUrl, 303);
    return answer({ ...outcome, manageUrl });
  }
  // Without JavaScript the page is drawn again from this answer: what was typed goes back in the form.
  // The page's own data request keeps its fields as they are, and is answered without them.
  if (context.get(dataRequestContext)) return answer<BookingAnswer>(outcome);
  return answer<BookingAnswer & { typed?: TypedBooking }>({ ...outcome, typed: typedIn(read.form) });
}

/** The server's answer, or why there was none (another site, a failure with its reference, no network). */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answerOrRefusal(serverAction);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  const agency = loaderData?.agency.name ?? defaultAgencyName;
  return [
    { title: `Book a Free Strategy Call | ${agency}` },
    { name: "description", content: `Pick a time for a free one-hour strategy call with ${agency}.` },
  ];
}

/** Choosing a time or a zone needs no new data; a refused booking (409) does. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  actionStatus,
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (actionStatus === 409) return true;
  // Booked: the page goes on to the booking's own page.
  if (actionResult?.ok) return false;
  const sameDate =
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.searchParams.get(bookingParams.date) === nextUrl.searchParams.get(bookingParams.date);
  const browsing = !formMethod || formMethod.toUpperCase() === "GET";
  if (browsing && sameDate && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export default function BookCallPage(props: Route.ComponentProps) {
  return (
    <>
      <Toaster />
      <BookCall {...props} />
    </>
  );
}

function BookCall({ loaderData: calendar, actionData }: Route.ComponentProps) {
  const { agency, date, slots } = calendar;
  const { params, update, viewZone } = useBookingParams(agency.zone);
  const navigation = useNavigation();
  const slotId = params.get(bookingParams.slot);
  const zoneParam = params.get(bookingParams.zone);
  const chosen = date ? slots.find((slot) => slot.id === slotId) : undefined;
  const [formOpen, setFormOpen] = useState(Boolean(chosen));
  const [slotGone, setSlotGone] = useState<boolean | "refused">(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const [revealRequest, setRevealRequest] = useState(0);
  const manageUrl = useBookingAnswer(actionData);
  // A refusal of the booking as a whole stays by the button while the time it was for is chosen.
  const refusal = formErrorIn(actionData);
  const [refusedSlot, setRefusedSlot] = useState<string | null>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: recorded once per answer, for the time chosen then
  useEffect(() => setRefusedSlot(refusal ? slotId : undefined), [actionData]);
  // As the page was served: the browser's later reads of the calendar (another date) do not carry it.
  const [callBy] = useState<MeetingKind>(
    ("callBy" in calendar ? calendar.callBy : undefined) ?? DEFAULT_MEETING_KIND,
  );

  useEffect(() => countStep("booking_view"), []);

  useLiveSlots(date);

  // Before the zone's arrival update, which carries the refused date on until this drops it again.
  const dateRefused = useRefusedDate(calendar, { params, update });

  useBrowserZoneOnArrival({ params, update }, agency.zone);

  // A chosen time that is no longer offered (booked by someone else, say) is cleared, never kept unseen.
  useEffect(() => {
    // A refused date's time goes with it (useRefusedDate), without a word of its own.
    if (manageUrl || !slotId || chosen || dateRefused || navigation.state !== "idle") return;
    setSlotGone(actionData?.ok === false ? "refused" : true);
    update({ [bookingParams.slot]: null });
  }, [manageUrl, slotId, chosen, dateRefused, navigation.state, update, actionData]);

  return (
    <main className="min-h-dvh px-4 pt-4 pb-16 sm:pt-8">
      <div className="mx-auto max-w-3xl space-y-6">
        <BookingPageHeader agencyName={agency.name} />
        <DateStep
          calendar={calendar}
          zoneParam={zoneParam}
          viewZone={viewZone}
          onSelect={() => {
            setSlotGone(false);
            countStep("date_chosen");
            setRevealRequest((count) => count + 1);
          }}
        />
        <TimesStep
          calendar={calendar}
          viewZone={viewZone}
          zoneParam={zoneParam}
          chosenId={chosen?.id ?? null}
          slotGone={slotGone}
          revealRequest={revealRequest}
          dateRefused={dateRefused}
          onZoneChange={(zone) => update({ [bookingParams.zone]: zone === agency.zone ? null : zone })}
          onSelect={() => {
            setSlotGone(false);
            countStep("time_chosen");
            setFormOpen(true);
            setFocusRequest((count) => count + 1);
          }}
        />
        {formOpen || chosen ? (
          <DetailsStep
            date={date}
            chosen={chosen}
            agencyZone={agency.zone}
            viewZone={viewZone}
            pending={navigation.state === "submitting"}
            fieldErrors={fieldErrorsIn<BookingField>(actionData)}
            focusRequest={focusRequest}
            callBy={callBy}
            refusal={refusal && refusedSlot === slotId ? refusal : undefined}
            typed={actionData && "typed" in actionData ? (actionData.typed as TypedBooking) : undefined}
          />
        ) : null}
        <FindBookingForm />
      </div>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // The server's own words when it gave some (a failure with its reference, say).
  const said = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : undefined;
  return (
    <BookingPageError
      title={notFound ? "Page not found" : "Something went wrong"}
      next={{ to: "/", label: "Back to Home" }}
    >
      {notFound
        ? "This page does not exist."
        : (said ?? "We could not load the booking calendar. Please try again in a moment.")}
    </BookingPageError>
  );
}
