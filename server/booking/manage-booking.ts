import { invalidInput } from "../../domain/action-result";
import { contactSentence, noticeText } from "../../domain/change-notice";
import { type ManageAnswer, manageBookingSchema } from "../../domain/manage-booking-schema";
import { timeRefusalMessage } from "../../domain/slot-refusal-messages";
import type { TimeRefusal } from "../../domain/slot-rules";
import { textFields } from "../http/read-form";
import type { BookingDesk } from "./booking-desk";
import { cancelByCustomer } from "./cancel";
import { rescheduleBooking } from "./reschedule";

// The manage page's form, from the raw fields to the answer the page shows. Every refusal says why
// and that nothing changed.

export type ManageOutcome = ManageAnswer | { ok: true; intent: "reschedule" };

export const manageMessages = {
  gone: "This booking is no longer active: it was cancelled, its call is over, or the link is not valid. Nothing was changed.",
  tooLate: (hours: number, contact: string) =>
    `Your call starts in less than ${noticeText(hours)}, so it can no longer be cancelled or moved online. Nothing was changed.${contact ? ` ${contact}` : ""}`,
  changed:
    "This booking changed since this page was opened (perhaps in another window). Nothing was changed; the page now shows the booking as it is.",
  sameSlot: "Your call is already at this time. Choose another time to move it.",
  /** The new time could not be taken: the booking page's words for it (domain/slot-refusal-messages.ts). */
  slotRefused: (refusal: TimeRefusal) => `${timeRefusalMessage(refusal)} Your booking is unchanged.`,
};

/** The chosen new time is the problem: the picker shows why beside the times (the owner's too). */
export function newTimeRefused(message: string) {
  return { ok: false as const, status: 409, message, fieldErrors: { to_slot_id: message } };
}

export async function manageBooking(
  desk: BookingDesk,
  contact: { email?: string; phone?: string; viaReply?: boolean },
  {
    token,
    form,
    now,
    linkBase,
    bookerZone,
  }: {
    token: string;
    form: FormData;
    now: Date;
    linkBase: string;
    /** The zone the page showed the new time in (its `tz`), if the booker chose one there. */
    bookerZone?: string | null;
  },
): Promise<ManageOutcome> {
  const parsed = manageBookingSchema.safeParse(textFields(form));
  if (!parsed.success) return invalidInput(parsed.error);
  const tooLate = manageMessages.tooLate(desk.changeNoticeHours, contactSentence(contact));
  if (parsed.data.intent === "cancel") {
    const result = await cancelByCustomer(desk, token, { reason: parsed.data.reason, now, linkBase });
    if (result.ok) return { ok: true, intent: "cancel" };
    return result.reason === "too-late"
      ? { ok: false, status: 409, message: tooLate }
      : { ok: false, status: 404, message: manageMessages.gone };
  }
  const result = await rescheduleBooking(desk, {
    token,
    fromSlotId: parsed.data.from_slot_id,
    toSlotId: parsed.data.to_slot_id,
    now,
    linkBase,
    bookerZone,
  });
  if (result.ok) return { ok: true, intent: "reschedule" };
  if (result.reason === "slot-refused") return newTimeRefused(manageMessages.slotRefused(result.refusal));
  const refusals = {
    "no-booking": { status: 404, message: manageMessages.gone },
    "too-late": { status: 409, message: tooLate },
    changed: { status: 409, message: manageMessages.changed },
    "same-slot": { status: 400, message: manageMessages.sameSlot },
  } as const;
  return { ok: false, ...refusals[result.reason] };
}
