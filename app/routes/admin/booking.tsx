import { callHasStarted } from "@domain/attendance";
import { bookingParams } from "@domain/booking-params";
import { bookingScreenPath } from "@domain/bookings-list";
import { bookingIdSchema, NO_SUCH_BOOKING } from "@domain/bookings-list-schema";
import { servicesContext } from "@domain/router-context";
import ArrowLeft from "lucide-react/icons/arrow-left";
import { useEffect, useState } from "react";
import { data, Link, redirect, useLocation, useNavigation } from "react-router";
import { SubpageHeader } from "~/components/admin/admin-header";
import { AdminPageError } from "~/components/admin/admin-page-error";
import { AttendanceButtons } from "~/components/admin/attendance-buttons";
import { BookingOwnerActions } from "~/components/admin/booking-owner-actions";
import { BookingRecordCard } from "~/components/admin/booking-record-card";
import { useBookingParams } from "~/components/booking/use-booking-params";
import { useLiveSlots } from "~/components/booking/use-live-slots";
import { FormAlert } from "~/components/ui/form-alert";
import { adminMeta } from "~/lib/admin-meta";
import { showAnswer } from "~/lib/answer-toast";
import { answerOrRefusal } from "~/lib/refusals";
import { revalidateWhenStale } from "~/lib/stale-page";
import { attendanceAction } from "../../../server/admin/attendance-action";
import { bookingRecord } from "../../../server/admin/booking-record";
import { type OwnerBookingAnswer, ownerBookingAction } from "../../../server/admin/owner-booking-action";
import { mayOwnerChange } from "../../../server/booking/may-change";
import { readBookingCalendar } from "../../../server/booking/read-booking-calendar";
import { answer } from "../../../server/http/action-answer";
import { readForm } from "../../../server/http/read-form";
import type { Route } from "./+types/booking";

// One booking on its own screen (from the bookings list): everything on record about it, and, while its
// call has not started, a move to any bookable time or a cancel; once it has, its attendance.

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData ? `Booking: ${loaderData.booking.customerName}` : "Booking");
}

const notFound = () => data(NO_SUCH_BOOKING, { status: 404 });

const whyFixed = {
  cancelled: "This booking is cancelled: there is nothing more to change.",
  started: "This call has started, so it can no longer be moved or cancelled.",
} as const;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const id = bookingIdSchema.safeParse(params.id);
  if (!id.success) throw notFound();
  const booking = await bookingRecord(services.database.db, id.data);
  if (!booking) throw notFound();
  const now = new Date();
  const zone = services.config.agencyTimeZone;
  const check = mayOwnerChange(booking, now, services.booking);
  const calendar = check.ok
    ? await readBookingCalendar(services, new URL(request.url).searchParams, now)
    : null;
  return {
    booking,
    agencyZone: zone,
    started: callHasStarted(booking.slotDate, booking.slotTime, zone, now),
    fixed: check.ok || check.reason === "no-booking" ? null : whyFixed[check.reason],
    // Its own time is not a time to move it to.
    calendar: calendar && { ...calendar, slots: calendar.slots.filter((slot) => slot.id !== booking.slotId) },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { booking, database, config } = context.get(servicesContext);
  const read = await readForm(request);
  if (!read.ok) return answer<OwnerBookingAnswer>(read);
  if (read.form.get("intent") === "mark-attendance")
    return attendanceAction(database.db, Object.fromEntries(read.form), {
      now: new Date(),
      agencyZone: config.agencyTimeZone,
    });
  const id = bookingIdSchema.safeParse(params.id);
  if (!id.success) return answer<OwnerBookingAnswer>({ ok: false, status: 404, message: NO_SUCH_BOOKING });
  const outcome = await ownerBookingAction(booking, id.data, { form: read.form, now: new Date() });
  // Moved: the page again, at its new time, without the picker's choices.
  if (outcome.ok && outcome.intent === "reschedule") throw redirect(`${bookingScreenPath(id.data)}?moved=1`);
  return answer(outcome);
}

// A move or cancel refused because the booking changed meanwhile (409): the page shows it as it now is.
export const shouldRevalidate = revalidateWhenStale;

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answerOrRefusal(serverAction);
}

export default function AdminBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, agencyZone, started, fixed, calendar } = loaderData;
  const { params, update } = useBookingParams(agencyZone);
  const navigation = useNavigation();
  const { state } = useLocation();
  const listSearch = typeof state?.list === "string" ? state.list : "";
  const [moving, setMoving] = useState(params.get("reschedule") === "1" || params.has(bookingParams.date));
  const answered = actionData as OwnerBookingAnswer | undefined;
  const refusal = answered && !answered.ok ? answered : undefined;

  useLiveSlots(moving && calendar?.date ? calendar.date : null);

  useEffect(() => {
    if (!answered) return;
    if (!answered.ok) showAnswer("booking", "error", "Nothing was changed", answered.message);
    else if (answered.intent === "cancel")
      showAnswer("booking", "success", "Booking cancelled", "The customer is told by e-mail.");
  }, [answered]);

  // Arriving from a move: say so once, then drop the mark so a reload does not repeat it.
  const moved = params.has("moved");
  useEffect(() => {
    if (!moved) return;
    showAnswer(
      "booking",
      "success",
      "Call moved",
      "The customer is e-mailed the new time, with the updated invitation.",
    );
    setMoving(false);
    update({ moved: null });
  }, [moved, update]);

  return (
    <>
      <SubpageHeader page="Booking" />
      <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
        <Link
          to={`/admin/bookings${listSearch}`}
          className="flex items-center gap-1 self-start text-sm text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          All bookings
        </Link>
        <BookingRecordCard booking={booking} agencyZone={agencyZone}>
          {calendar ? (
            <BookingOwnerActions
              booking={booking}
              calendar={calendar}
              agencyZone={agencyZone}
              pending={navigation.state === "submitting"}
              moveRefusal={refusal?.fieldErrors?.to_slot_id}
              moving={moving}
              onMovingChange={setMoving}
            />
          ) : fixed ? (
            <FormAlert tone="note">{fixed}</FormAlert>
          ) : null}
          {refusal && !refusal.fieldErrors?.to_slot_id ? <FormAlert>{refusal.message}</FormAlert> : null}
          {booking.status === "confirmed" ? (
            <AttendanceButtons
              bookingId={booking.id}
              attendance={booking.attendance}
              started={started}
              customerName={booking.customerName}
            />
          ) : null}
        </BookingRecordCard>
      </main>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <AdminPageError
      page="Booking"
      error={error}
      fallback="This booking could not be shown. Please try again in a moment."
      next={{ to: "/admin/bookings", label: "All bookings" }}
    />
  );
}
