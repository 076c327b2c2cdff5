import { fieldErrorsIn, formErrorIn } from "@domain/action-result";
import { type BookingCalendar, bookingCalendarPath } from "@domain/booking-calendar";
import { NO_SLOT_MESSAGE } from "@domain/booking-form";
import { bookingParams } from "@domain/booking-params";
import type { BookingField } from "@domain/booking-schema";
import { defaultAgencyName } from "@domain/content/agency";
import { clientAddressContext, dataRequestContext, servicesContext } from "@domain/router-context";
import { fullDate } from "@domain/slot-display";
import { agencyTimeLabel, cityOf, isKnownZone, resolveViewingZone } from "@domain/viewing-zones";
import ArrowLeft from "lucide-react/icons/arrow-left";
import { useEffect, useState } from "react";
import {
  data,
  isRouteErrorResponse,
  Link,
  redirect,
  type ShouldRevalidateFunctionArgs,
  useNavigate,
  useNavigation,
  useSearchParams,
} from "react-router";
import { ChosenSlot } from "~/components/booking/chosen-slot";
import { DayPicker } from "~/components/booking/day-picker";
import { DetailsForm } from "~/components/booking/details-form";
import { StepCard } from "~/components/booking/step-card";
import { TimeGrid } from "~/components/booking/time-grid";
import { useLiveSlots } from "~/components/booking/use-live-slots";
import { ZoneSelect } from "~/components/booking/zone-select";
import { Brand } from "~/components/site/brand";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Toaster } from "~/components/ui/toaster";
import { dismissAnswer, showAnswer } from "~/lib/answer-toast";
import { countStep } from "~/lib/funnel-beacon";
import { answerOrRefusal } from "~/lib/refusals";
import { forgetVisitSource } from "~/lib/visit-source-storage";
import { MANAGE_PATH } from "../../server/booking/manage-token";
import { readBookingCalendar } from "../../server/booking/read-booking-calendar";
import { type BookingAnswer, submitBooking } from "../../server/booking/submit-booking";
import { answer } from "../../server/http/action-answer";
import { readForm } from "../../server/http/read-form";
import type { Route } from "./+types/book-call";

export async function loader({ request, context }: Route.LoaderArgs) {
  const calendar = await readBookingCalendar(context.get(servicesContext), new URL(request.url).searchParams);
  return data(calendar, { headers: { "Cache-Control": "no-store" } });
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
  const outcome = await submitBooking(booking, {
    form: read.form,
    clientAddress: context.get(clientAddressContext),
    now: new Date(),
    origin: new URL(request.url).origin,
  });
  if (outcome.ok) {
    // Post, redirect, get: the confirmation is the booking's own page, which survives a reload. The
    // page's own data request gets the address and goes there itself, keeping its 200 answer.
    const zone = new URL(request.url).searchParams.get(bookingParams.zone);
    const keep = isKnownZone(zone) ? `&${bookingParams.zone}=${encodeURIComponent(zone)}` : "";
    const manageUrl = `${MANAGE_PATH}/${outcome.token}?booked=1${keep}`;
    if (!context.get(dataRequestContext)) throw redirect(manageUrl, 303);
    return answer({ ...outcome, manageUrl });
  }
  return answer<BookingAnswer>(outcome);
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

function BookCall({ loaderData, actionData }: Route.ComponentProps) {
  const { agency, today, days, date, slots } = loaderData;
  const [params, setParams] = useSearchParams();
  const navigation = useNavigation();
  const viewZone = resolveViewingZone(params.get(bookingParams.zone), agency.zone);
  const slotId = params.get(bookingParams.slot);
  const chosen = date ? slots.find((slot) => slot.id === slotId) : undefined;
  const pending = navigation.state === "submitting";
  const [formOpen, setFormOpen] = useState(Boolean(chosen));
  const [slotGone, setSlotGone] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const navigate = useNavigate();
  const manageUrl = actionData?.ok && "manageUrl" in actionData ? actionData.manageUrl : undefined;

  useEffect(() => {
    if (!manageUrl) return;
    forgetVisitSource();
    navigate(manageUrl, { replace: true });
  }, [manageUrl, navigate]);

  useEffect(() => countStep("booking_view"), []);

  useLiveSlots(date);

  useEffect(() => {
    if (!actionData) return;
    // One toast for the booking: the next answer replaces the last, so a failure never stays beside a success.
    const id = "booking";
    if (actionData.ok) return;
    if (actionData.message === NO_SLOT_MESSAGE) showAnswer(id, "error", NO_SLOT_MESSAGE);
    else if (formErrorIn(actionData)) showAnswer(id, "error", "Booking failed", actionData.message);
    else dismissAnswer(id);
  }, [actionData]);

  // First visit without a zone in the URL: show the times in the browser's own zone (after hydration,
  // so the server's page and the browser's first render agree).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useEffect(() => {
    if (params.has(bookingParams.zone)) return;
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (isKnownZone(browserZone) && browserZone !== agency.zone)
      update({ [bookingParams.zone]: browserZone }, true);
  }, []);

  // A chosen time that is no longer offered (booked by someone else, say) is cleared, never kept unseen.
  useEffect(() => {
    if (manageUrl || !slotId || chosen || navigation.state !== "idle") return;
    setSlotGone(true);
    setParams(
      (current) => {
        current.delete(bookingParams.slot);
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [manageUrl, slotId, chosen, navigation.state, setParams]);

  function update(changes: Record<string, string | null>, replace = false) {
    setParams(
      (current) => {
        for (const [name, value] of Object.entries(changes)) {
          if (value === null) current.delete(name);
          else current.set(name, value);
        }
        return current;
      },
      { replace, preventScrollReset: true },
    );
  }

  const fieldErrors = fieldErrorsIn<BookingField>(actionData);
  const converted = viewZone !== agency.zone;

  return (
    <main className="min-h-dvh px-4 pt-4 pb-16 sm:pt-8">
      <div className="mx-auto max-w-3xl space-y-6">
        <div className="flex items-center justify-between gap-4">
          <Brand />
          <Button asChild variant="ghost" className="-mr-3">
            <Link to="/">
              <ArrowLeft aria-hidden="true" />
              Back to Home
            </Link>
          </Button>
        </div>
        <header className="space-y-2">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Book Your Free Strategy Call</h1>
          <p className="text-muted-foreground">
            One hour with the {agency.name} team to find where AI can save you time. Pick a day and a time
            that suit you.
          </p>
        </header>

        <StepCard step={1} title="Select Date" description="The next 7 days">
          <DayPicker
            days={days}
            today={today}
            selected={date}
            keep={{ [bookingParams.zone]: params.get(bookingParams.zone) }}
            onSelect={() => {
              setSlotGone(false);
              countStep("date_chosen");
            }}
          />
        </StepCard>

        <StepCard
          step={2}
          title="Available Times"
          description={date ? fullDate(date) : "Choose a date to see its available times."}
          aside={
            date ? (
              <ZoneSelect
                agencyZone={agency.zone}
                date={date}
                value={viewZone}
                keep={{ [bookingParams.date]: date, [bookingParams.slot]: chosen?.id ?? null }}
                onChange={(zone) =>
                  update({ [bookingParams.zone]: zone === agency.zone ? null : zone }, true)
                }
              />
            ) : null
          }
        >
          {date ? (
            <div className="space-y-4">
              {converted ? (
                <p className="rounded-md bg-info/15 px-3 py-2 text-sm text-info" data-testid="zone-note">
                  Times are shown in {cityOf(viewZone)} time. Your confirmation will show{" "}
                  {agencyTimeLabel(agency.zone, date)}.
                </p>
              ) : null}
              {slotGone ? (
                <p role="status" className="rounded-md bg-destructive/15 px-3 py-2 text-sm text-destructive">
                  The time you chose is no longer available. Please choose another.
                </p>
              ) : null}
              <TimeGrid
                date={date}
                slots={slots}
                agencyZone={agency.zone}
                viewZone={viewZone}
                selected={chosen?.id ?? null}
                keep={{ [bookingParams.date]: date, [bookingParams.zone]: params.get(bookingParams.zone) }}
                onSelect={() => {
                  setSlotGone(false);
                  countStep("time_chosen");
                  setFormOpen(true);
                  setFocusRequest((count) => count + 1);
                }}
              />
            </div>
          ) : null}
        </StepCard>

        {formOpen || chosen ? (
          <StepCard
            step={3}
            title="Your Information"
            description={
              <ChosenSlot
                date={date}
                time={chosen?.time ?? null}
                agencyZone={agency.zone}
                viewZone={viewZone}
              />
            }
          >
            <DetailsForm
              slotId={chosen?.id ?? null}
              pending={pending}
              fieldErrors={fieldErrors}
              focusRequest={focusRequest}
            />
          </StepCard>
        ) : null}
      </div>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // The server's own words when it gave some (a failure with its reference, say).
  const said = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : undefined;
  return (
    <main className="min-h-dvh px-4 py-16">
      <Card className="mx-auto max-w-md p-8 text-center">
        <h1 className="text-2xl font-bold">{notFound ? "Page not found" : "Something went wrong"}</h1>
        <p className="mt-2 text-muted-foreground">
          {notFound
            ? "This page does not exist."
            : (said ?? "We could not load the booking calendar. Please try again in a moment.")}
        </p>
        <Button asChild className="mt-6">
          <Link to="/">Back to Home</Link>
        </Button>
      </Card>
    </main>
  );
}
