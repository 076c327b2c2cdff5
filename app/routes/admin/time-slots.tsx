import { invalidInput } from "@domain/action-result";
import { addDays, dateInZone } from "@domain/agency-time";
import { ownerCancelRefusals } from "@domain/owner-cancel";
import { servicesContext } from "@domain/router-context";
import { type SlotActionResult, slotActionSchema } from "@domain/slot-action-schema";
import { z } from "@domain/zod";
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation, useNavigation, useSearchParams } from "react-router";
import { SubpageHeader } from "~/components/admin/admin-header";
import { SlotList } from "~/components/admin/slot-list";
import { Card, CardContent } from "~/components/ui/card";
import { adminMeta } from "~/lib/admin-meta";
import { answerOrRefusal } from "~/lib/refusals";
import { revalidateWhenStale } from "~/lib/stale-page";
import { attendanceAction } from "../../../server/admin/attendance-action";
import { dayMarks } from "../../../server/admin/day-marks";
import { setSlotAvailability, slotViewsOfDay, whyOwnerMayNotCancel } from "../../../server/admin/time-slots";
import { cancelByOwner } from "../../../server/booking/cancel";
import { answer } from "../../../server/http/action-answer";
import { readForm } from "../../../server/http/read-form";
import type { Route } from "./+types/time-slots";

// The month grid (react-day-picker and its date library) is not part of the first load (the admin budget,
// 180 kB): the server renders it in the page, and the browser brings it to life once its code has arrived.
const SlotCalendar = lazy(() => import("~/components/admin/slot-calendar"));

const calendarDate = z.iso.date();
const calendarMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

/** The days the month grid shows, its neighbours' edges included (at most six weeks). */
function monthGridRange(month: string) {
  const first = `${month}-01`;
  return { from: addDays(first, -7), to: addDays(first, 6 * 7) };
}

export function meta() {
  return adminMeta("Time Slots");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, config } = context.get(servicesContext);
  const today = dateInZone(new Date(), config.agencyTimeZone);
  const askedText = new URL(request.url).searchParams.get("date");
  const asked = calendarDate.safeParse(askedText);
  const date = asked.success ? asked.data : today;
  // A date the address names but that is none (typed, or cut short): said, not silently today.
  const notice =
    askedText && !asked.success ? `“${askedText.slice(0, 40)}” is not a date, so today is shown.` : undefined;
  const askedMonth = calendarMonth.safeParse(new URL(request.url).searchParams.get("month"));
  const month = askedMonth.success ? askedMonth.data : date.slice(0, 7);
  const { from, to } = monthGridRange(month);
  const at = { now: new Date(), agencyZone: config.agencyTimeZone };
  const [slots, marks] = await Promise.all([
    slotViewsOfDay(database.db, date, at),
    dayMarks(database.db, from, to),
  ]);
  return { date, today, month, slots, marks, notice, agencyZone: config.agencyTimeZone };
}

function failure(message: string, status: number) {
  return answer<SlotActionResult>({ ok: false, status, message });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { database, booking, config } = context.get(servicesContext);
  const read = await readForm(request);
  if (!read.ok) return answer<SlotActionResult>(read);
  if (read.form.get("intent") === "mark-attendance")
    return attendanceAction(database.db, Object.fromEntries(read.form), {
      now: new Date(),
      agencyZone: config.agencyTimeZone,
    });
  const parsed = slotActionSchema.safeParse(Object.fromEntries(read.form));
  if (!parsed.success) return answer<SlotActionResult>(invalidInput(parsed.error));
  const { intent, slot_id } = parsed.data;
  if (intent === "cancel-booking") {
    const refusal = await whyOwnerMayNotCancel(database.db, slot_id, {
      now: new Date(),
      agencyZone: config.agencyTimeZone,
    });
    if (refusal === "started" || refusal === "marked") return failure(ownerCancelRefusals[refusal], 409);
    const result = await cancelByOwner(booking, slot_id, {
      reason: parsed.data.reason,
      now: new Date(),
      linkBase: await booking.linkBase(),
    });
    if (!result.ok)
      return failure("This slot has no booking to cancel. It may have been cancelled already.", 409);
    return answer<SlotActionResult>({ ok: true, intent });
  }
  const result = await setSlotAvailability(database.db, slot_id, parsed.data.status);
  if (!result.ok) {
    return result.reason === "booked"
      ? failure("This slot is booked. Cancel the booking before changing its availability.", 409)
      : failure("This time slot no longer exists.", 404);
  }
  return answer<SlotActionResult>({ ok: true, intent });
}

/** A refusal saying the page is out of date (a calendar not read, a slot taken) reads it again. */
export const shouldRevalidate = revalidateWhenStale;

/** The server's answer, or why there was none, for the toast beside what was changed (app/lib/refusals.ts). */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answerOrRefusal(serverAction);
}

export default function AdminTimeSlots({ loaderData }: Route.ComponentProps) {
  const { date, today, month, slots, marks, notice, agencyZone } = loaderData;
  const [, setSearchParams] = useSearchParams();
  const [shownMonth, setShownMonth] = useState(month);
  useEffect(() => setShownMonth(month), [month]);
  const navigation = useNavigation();
  const location = useLocation();
  const loadingDay =
    navigation.state === "loading" &&
    navigation.location.pathname === location.pathname &&
    navigation.location.search !== location.search;

  return (
    <>
      <SubpageHeader page="Time Slots" />
      <main className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 lg:flex-row lg:items-start">
        {/* Stacked (a phone), the two cards are one width, the month centred; side by side, its own width. */}
        <Card>
          <CardContent className="flex justify-center p-3">
            <Suspense fallback={<CalendarPlaceholder />}>
              <SlotCalendar
                date={date}
                today={today}
                month={shownMonth}
                marks={marks}
                onMonthChange={(next) => {
                  // The grid turns at once; the month goes into the URL, so its markers come from the server.
                  setShownMonth(next);
                  setSearchParams({ date, month: next }, { replace: true, preventScrollReset: true });
                }}
                onDayChosen={(chosen) => setSearchParams({ date: chosen })}
              />
            </Suspense>
          </CardContent>
        </Card>
        <SlotList date={date} slots={slots} loading={loadingDay} agencyZone={agencyZone} notice={notice} />
      </main>
    </>
  );
}

/** The grid's room while its code loads (after a move from another admin page), so nothing jumps. */
function CalendarPlaceholder() {
  return (
    <p
      role="status"
      className="flex h-[22rem] w-[19rem] items-center justify-center text-sm text-muted-foreground"
    >
      Loading the calendar...
    </p>
  );
}
