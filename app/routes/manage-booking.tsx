import { bookingParams } from "@domain/booking-params";
import { callTimeWords } from "@domain/call-time";
import { contactSentence, noticeText } from "@domain/change-notice";
import { defaultAgencyName } from "@domain/content/agency";
import type { ManageAnswer } from "@domain/manage-booking-schema";
import { servicesContext } from "@domain/router-context";
import { isKnownZone } from "@domain/viewing-zones";
import { useEffect, useState } from "react";
import {
  data,
  isRouteErrorResponse,
  redirect,
  type ShouldRevalidateFunctionArgs,
  useNavigation,
} from "react-router";
import { BookingConfirmation } from "~/components/booking/booking-confirmation";
import { BookingPageError } from "~/components/booking/booking-page-error";
import { CancelBookingDialog } from "~/components/booking/cancel-booking-dialog";
import { FindBookingForm } from "~/components/booking/find-booking-form";
import { EndedCall } from "~/components/booking/manage-ended-call";
import { standingHeadline } from "~/components/booking/manage-headline";
import { ReschedulePanel } from "~/components/booking/reschedule-panel";
import { useBookingParams, useBrowserZoneOnArrival } from "~/components/booking/use-booking-params";
import { useLiveSlots } from "~/components/booking/use-live-slots";
import { Brand } from "~/components/site/brand";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { Toaster } from "~/components/ui/toaster";
import { showAnswer } from "~/lib/answer-toast";
import { answerOrRefusal } from "~/lib/refusals";
import { revalidateWhenStale } from "~/lib/stale-page";
import { manageBooking } from "../../server/booking/manage-booking";
import { type ManagePage, readManagePage, type StandingCallPage } from "../../server/booking/manage-page";
import { MANAGE_PATH } from "../../server/booking/manage-token";
import { answer } from "../../server/http/action-answer";
import { readForm } from "../../server/http/read-form";
import type { Route } from "./+types/manage-booking";

// One page per booking, opened by the token in its link: the booking, and cancel or move it; once
// cancelled or over, what became of it. GET only reads; every change is a POST. The token never
// reaches the request log (request-log.ts).

const privateHeaders = {
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex, nofollow",
};

const RESCHEDULE_PANEL = "reschedule-panel";

/** Shown for a token that opens nothing, whatever the reason (unknown, malformed). */
const INACTIVE_LINK = "This booking link is not active";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = await readManagePage(
    context.get(servicesContext),
    params.token,
    new URL(request.url).searchParams,
    new Date(),
  );
  if (!page) throw data(INACTIVE_LINK, { status: 404, headers: privateHeaders });
  return data(page, { headers: privateHeaders });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const read = await readForm(request);
  if (!read.ok) return answer<ManageAnswer>(read, { headers: privateHeaders });
  const token = params.token ?? "";
  // The zone the page showed the times in, when the booker chose one there: a move keeps it.
  const zone = new URL(request.url).searchParams.get(bookingParams.zone);
  const outcome = await manageBooking(services.booking, services.config.contact, {
    token,
    form: read.form,
    now: new Date(),
    linkBase: await services.booking.linkBase(),
    bookerZone: zone,
  });
  if (outcome.ok && outcome.intent === "reschedule") {
    const keep = isKnownZone(zone) ? `&${bookingParams.zone}=${encodeURIComponent(zone)}` : "";
    throw redirect(`${MANAGE_PATH}/${token}?moved=1${keep}`, { headers: privateHeaders });
  }
  return answer<ManageAnswer>(outcome as ManageAnswer, { headers: privateHeaders });
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answerOrRefusal(serverAction);
}

export function headers({ loaderHeaders, errorHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? loaderHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  const agency = loaderData?.agency.name ?? defaultAgencyName;
  return [{ title: `Your strategy call | ${agency}` }, { name: "robots", content: "noindex, nofollow" }];
}

/**
 * Just cancelled: the page says so with what it already has (and where the e-mail went). Refused as out
 * of date (cancelled in another tab, past the cutoff): it reads the booking again, to show it as it is.
 */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  if (args.actionResult?.ok && args.actionResult.intent === "cancel") return false;
  return revalidateWhenStale(args);
}

export default function ManageBookingPage(props: Route.ComponentProps) {
  return (
    <>
      <Toaster />
      <main className="min-h-dvh px-4 py-10 sm:py-16">
        <div className="mx-auto mb-6 flex max-w-lg justify-center">
          <Brand />
        </div>
        <ManageBooking {...props} />
      </main>
    </>
  );
}

function ManageBooking({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.state !== "standing")
    return <EndedBooking page={loaderData} refusal={actionData?.ok ? undefined : actionData?.message} />;
  return <StandingBooking page={loaderData} actionData={actionData} />;
}

/** The zone the page shows times in: the URL's, else the one the booker chose when booking. */
function useManageZone(page: ManagePage) {
  const bookerZone = page.state === "standing" ? page.booking.bookerZone : page.call.bookerZone;
  const defaultZone = isKnownZone(bookerZone) ? bookerZone : page.agency.zone;
  const booking = useBookingParams(page.agency.zone, defaultZone);
  useBrowserZoneOnArrival(booking, page.agency.zone, bookerZone);
  const onZoneChange = (zone: string) =>
    booking.update({ [bookingParams.zone]: zone === defaultZone ? null : zone });
  return { ...booking, onZoneChange };
}

function EndedBooking({ page, refusal }: { page: Exclude<ManagePage, StandingCallPage>; refusal?: string }) {
  const { viewZone } = useManageZone(page);
  return (
    <EndedCall
      state={page.state}
      when={callTimeWords(page.call, page.agency.zone, viewZone).full}
      cancelledBy={page.call.cancelledBy}
      agencyReason={page.call.agencyReason}
      agencyName={page.agency.name}
      refusal={refusal}
    />
  );
}

function StandingBooking({
  page,
  actionData,
}: {
  page: StandingCallPage;
  actionData: Route.ComponentProps["actionData"];
}) {
  const { booking, agency, canChange, noticeHours, calendar } = page;
  const { params, update, viewZone, onZoneChange } = useManageZone(page);
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  const choosing = params.get("reschedule") === "1" || params.has(bookingParams.date);
  const [showPicker, setShowPicker] = useState(choosing);
  const refusal = actionData && !actionData.ok ? actionData : undefined;

  useLiveSlots(showPicker && calendar?.date ? calendar.date : null);

  useEffect(() => {
    if (!refusal) return;
    showAnswer("manage", "error", "Nothing was changed", refusal.message);
  }, [refusal]);

  // Arriving from the booking form or a move: say so once, then drop the mark so a reload does not repeat it.
  const arrived = params.has("booked") ? "booked" : params.has("moved") ? "moved" : null;
  useEffect(() => {
    if (!arrived) return;
    const said =
      arrived === "booked"
        ? { title: "Booking confirmed!", description: "You will receive a confirmation email shortly." }
        : { title: "Call moved", description: "We have e-mailed you the updated invitation." };
    showAnswer("manage", "success", said.title, said.description);
    setShowPicker(false);
    update({ booked: null, moved: null });
  }, [arrived, update]);

  const when = callTimeWords(booking, agency.zone, viewZone).full;

  if (actionData?.ok && actionData.intent === "cancel")
    return (
      <EndedCall
        state="cancelled"
        when={when}
        cancelledBy="customer"
        agencyName={agency.name}
        sentTo={booking.customerEmail}
      />
    );

  return (
    // A new time is news: the card is new, and its heading takes the focus, as after booking.
    <BookingConfirmation
      key={booking.slotId}
      {...standingHeadline(booking)}
      booking={booking}
      agency={agency}
      viewZone={viewZone}
    >
      <dl className="mt-3 grid gap-3 rounded-lg border border-border bg-background/40 p-4 text-left text-sm">
        <div>
          <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Status</dt>
          <dd className="mt-1 font-semibold" data-testid="booking-status">
            Confirmed
            {booking.movedFrom
              ? ` (moved from ${callTimeWords(booking.movedFrom, agency.zone, viewZone).full})`
              : ""}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Booked by</dt>
          <dd className="mt-1">
            {booking.customerName}
            {booking.customerPhone ? `, ${booking.customerPhone}` : ""}
          </dd>
        </div>
        {booking.notes ? (
          <div>
            <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Notes</dt>
            <dd className="mt-1 whitespace-pre-wrap">{booking.notes}</dd>
          </div>
        ) : null}
      </dl>
      {canChange && calendar ? (
        <>
          {refusal && !showPicker ? <FormAlert className="mt-4">{refusal.message}</FormAlert> : null}
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
            <Button
              type="button"
              size="lg"
              variant="secondary"
              aria-expanded={showPicker}
              aria-controls={showPicker ? RESCHEDULE_PANEL : undefined}
              onClick={() => {
                // Closed, the picker leaves nothing in the address for a reload or Back to reopen.
                if (showPicker)
                  update({ [bookingParams.date]: null, [bookingParams.slot]: null, reschedule: null });
                setShowPicker(!showPicker);
              }}
            >
              {showPicker ? "Keep this time" : "Reschedule"}
            </Button>
            <CancelBookingDialog when={when} pending={pending} refusal={refusal} />
          </div>
          <p className="mt-3 text-sm text-muted-foreground">
            You can cancel or move your call until {noticeText(noticeHours)} before it starts.
          </p>
          {showPicker ? (
            <ReschedulePanel
              id={RESCHEDULE_PANEL}
              calendar={calendar}
              currentSlotId={booking.slotId}
              url={{ params, update, viewZone }}
              pending={pending}
              refusal={refusal?.message}
              onZoneChange={onZoneChange}
            />
          ) : null}
        </>
      ) : (
        // Refused for it just now: the refusal says the same, and that nothing was changed.
        <FormAlert tone={refusal ? "error" : "note"} className="mt-4" data-testid="too-late">
          {refusal?.message ?? (
            <>
              Your call starts in less than {noticeText(noticeHours)}, so it can no longer be cancelled or
              moved online.{" "}
              {contactSentence({
                email: agency.contactEmail,
                phone: agency.contactPhone,
                viaReply: agency.viaReply,
              })}
            </>
          )}
        </FormAlert>
      )}
    </BookingConfirmation>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const inactive = isRouteErrorResponse(error) && error.status === 404;
  return (
    <BookingPageError
      title={inactive ? INACTIVE_LINK : "Something went wrong"}
      next={inactive ? { to: "/book-call", label: "Book a call" } : { to: "/", label: "Back to Home" }}
      data-testid={inactive ? "inactive-link" : undefined}
      after={inactive ? <FindBookingForm className="mx-auto mt-6 max-w-md" /> : undefined}
    >
      {inactive
        ? "Check that the whole link was copied from your e-mail, or book a new call any time."
        : "We could not load your booking. Please try again in a moment."}
    </BookingPageError>
  );
}
