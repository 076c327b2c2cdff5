import { type ActionResult, invalidInput } from "../../domain/action-result";
import { manageBookingSchema } from "../../domain/manage-booking-schema";
import { timeRefusalMessage } from "../../domain/slot-refusal-messages";
import type { BookingDesk } from "../booking/booking-desk";
import { cancelBookingByOwner } from "../booking/cancel";
import { manageMessages, newTimeRefused } from "../booking/manage-booking";
import { moveByOwner } from "../booking/owner-move";
import { textFields } from "../http/read-form";

// A booking's admin screen asks the server to move it or cancel it (the manage page's form and schema:
// the same fields, one meaning). Every refusal says why, in the owner's words, and that nothing changed.

export type OwnerBookingAnswer = ActionResult<"reason" | "to_slot_id", { intent: "cancel" | "reschedule" }>;

export const ownerBookingMessages = {
  gone: "There is no booking with this id. Nothing was changed.",
  cancelled: "This booking is cancelled already. Nothing was changed.",
  started:
    "This call has started, so it can no longer be moved or cancelled. Nothing was changed; mark it attended or no-show once it is over.",
  sameSlot: "The call is already at this time. Choose another time to move it.",
  slotRefused: (message: string) => `${message} The booking is unchanged.`,
};

const refusals = {
  "no-booking": { status: 404, message: ownerBookingMessages.gone },
  cancelled: { status: 409, message: ownerBookingMessages.cancelled },
  started: { status: 409, message: ownerBookingMessages.started },
  changed: { status: 409, message: manageMessages.changed },
  "same-slot": { status: 400, message: ownerBookingMessages.sameSlot },
} as const;

export async function ownerBookingAction(
  desk: BookingDesk,
  bookingId: string,
  { form, now }: { form: FormData; now: Date },
): Promise<OwnerBookingAnswer> {
  const parsed = manageBookingSchema.safeParse(textFields(form));
  if (!parsed.success) return invalidInput(parsed.error);
  const linkBase = await desk.linkBase();
  if (parsed.data.intent === "cancel") {
    const result = await cancelBookingByOwner(desk, bookingId, { reason: parsed.data.reason, now, linkBase });
    return result.ok ? { ok: true, intent: "cancel" } : { ok: false, ...refusals[result.reason] };
  }
  const result = await moveByOwner(desk, {
    bookingId,
    fromSlotId: parsed.data.from_slot_id,
    toSlotId: parsed.data.to_slot_id,
    now,
    linkBase,
  });
  if (result.ok) return { ok: true, intent: "reschedule" };
  if (result.reason === "slot-refused")
    return newTimeRefused(ownerBookingMessages.slotRefused(timeRefusalMessage(result.refusal)));
  return { ok: false, ...refusals[result.reason] };
}
