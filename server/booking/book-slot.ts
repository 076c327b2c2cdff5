import { leadRecordOf } from "../../domain/booking-lead";
import type { BookingInput } from "../../domain/booking-schema";
import { type MeetingChoice, placeOfBooking } from "../../domain/meeting-place";
import type { TimeRefusal } from "../../domain/slot-rules";
import { isKnownZone } from "../../domain/viewing-zones";
import { describeVisitSource } from "../../domain/visit-source";
import { calendarWriteInsert } from "../calendar-writes/queue";
import type { Database } from "../db/connection";
import { bookings } from "../db/schema";
import { selectTogether, writeTogether } from "../db/together";
import { bookingCountInsert } from "../funnel/funnel-counts";
import { bookingAdminUrl, bookingEmails, type MailSettings } from "../mail/booking-emails";
import { reminderEmails } from "../mail/lifecycle-emails";
import { emailsInsert } from "../mail/outbox";
import { type NoticeState, noticeColumns, recipientsOf } from "../mail/owner-notices";
import { meetingChoice, placeForNewBooking } from "../meeting-place/meeting-choice";
import { bookingEventInsert, subscribedColumn } from "../webhooks/queue-events";
import { policyColumns, policyFrom, type StoredPolicy, storedPolicy } from "./booking-policy";
import { claimSlot } from "./claim-slot";
import { hashManageToken, manageUrl, newManageToken } from "./manage-token";
import {
  type HeldCounts,
  heldColumns,
  lockHolder,
  type UpcomingLimitReached,
  type UpcomingLimits,
  upcomingLimitReached,
} from "./upcoming-limits";

export interface Booked {
  kind: "booked";
  booking: { id: string; slotDate: string; slotTime: string; customerEmail: string };
  /** Opens the booking's manage page; never stored, only its hash. */
  token: string;
}

/** The slot could not be taken: booked meanwhile, closed, forbidden by a booking rule, or unknown. */
export type SlotTaken = { kind: "slot_unavailable" } & TimeRefusal;

export function isUniqueViolationOf(error: unknown, constraint: string) {
  const cause = (error as { cause?: unknown }).cause ?? error;
  return (cause as { constraint?: string }).constraint === constraint;
}

export interface BookingHolder {
  /** The client's keyed digest (upcoming-limits.ts), kept with the booking. */
  clientHash: string;
  limits: UpcomingLimits;
}

export interface BookingOptions {
  now: Date;
  mail: MailSettings;
  /** Who books, for the limits of upcoming calls per e-mail and per client. */
  holder: BookingHolder;
  /** Where e-mailed links point (PUBLIC_URL, or the origin the visitor booked from); no link without. */
  linkBase?: string;
  /** Reminders this many hours before the call (none by default). */
  reminderHours?: number[];
  /** The zone the booker saw the times in (the page's `tz`); kept only when it is a real IANA zone. */
  bookerZone?: string | null;
  /** How calls happen, as the form was checked against; absent: the owner's choice in force now. */
  place?: MeetingChoice;
}

/** A standing booking of the slot already exists: the partial unique index had the last word. */
export const STANDING_BOOKING_INDEX = "bookings_standing_slot_unique";

/**
 * One transaction: unless the e-mail or the client already holds its limit of upcoming calls, the
 * slot goes from available to booked only if it is still bookable, the booking row is inserted, and
 * its e-mails (confirmation, the agency's notices, reminders) are queued. All of it or none.
 */
export async function bookSlot(
  db: Database,
  input: BookingInput,
  { now, mail, holder, linkBase, reminderHours = [], bookerZone, place }: BookingOptions,
): Promise<Booked | SlotTaken | UpcomingLimitReached> {
  const token = newManageToken();
  const link = linkBase ? manageUrl(linkBase, token) : undefined;
  const customer = {
    customerName: input.customer_name,
    customerEmail: input.customer_email,
    customerPhone: input.customer_phone,
    notes: input.notes,
    bookerZone: isKnownZone(bookerZone) ? bookerZone : null,
  };
  const lead = leadRecordOf(input);
  try {
    return await db.transaction(async (tx) => {
      const who = { email: input.customer_email, clientHash: holder.clientHash };
      await lockHolder(tx, who);
      // Everything the booking reads, in one round trip after the locks.
      const read = await selectTogether<HeldCounts & StoredPolicy & NoticeState & { subscribed: boolean }>(
        tx,
        {
          ...heldColumns(who, holder.limits, mail.agencyZone),
          ...policyColumns(policyFrom(now, mail.agencyZone)),
          ...noticeColumns(),
          subscribed: subscribedColumn("booking.created"),
        },
      );
      const reached = await upcomingLimitReached(tx, read, holder.limits, mail.agencyZone);
      if (reached) return reached;
      const claim = await claimSlot(tx, input.time_slot_id, {
        now,
        agencyZone: mail.agencyZone,
        policy: storedPolicy(read),
      });
      if (!claim.ok) return { kind: "slot_unavailable", ...claim.refusal };
      const { slot } = claim;
      const given = placeForNewBooking(place ?? (await meetingChoice(tx)));
      const [booking] = await tx
        .insert(bookings)
        .values({
          timeSlotId: slot.id,
          ...customer,
          ...given,
          clientKeyHash: holder.clientHash,
          manageTokenHash: hashManageToken(token),
          ...lead,
        })
        .returning({ id: bookings.id, createdAt: bookings.createdAt });
      if (!booking) throw new Error("The booking insert returned no row");
      const call = {
        bookingId: booking.id,
        adminUrl: linkBase ? bookingAdminUrl(linkBase, booking.id) : undefined,
        slotDate: slot.slotDate,
        slotTime: slot.slotTime,
        ...customer,
        place: placeOfBooking({ ...given, customerPhone: customer.customerPhone }),
      };
      const emails = bookingEmails(
        {
          ...call,
          bookedAt: booking.createdAt,
          manageUrl: link,
          leadAnswers: lead.leadAnswers,
          source: describeVisitSource(input),
        },
        mail,
        recipientsOf(read, mail),
      );
      if (link) emails.push(...reminderEmails(call, mail, { now, hours: reminderHours, manageUrl: link }));
      const event = { agencyZone: mail.agencyZone, at: now };
      // Everything the booking queues, in one statement.
      await writeTogether(tx, [
        emailsInsert(tx, emails, booking.id),
        calendarWriteInsert(tx, booking.id),
        read.subscribed ? await bookingEventInsert(tx, "booking.created", booking.id, event) : null,
        // Last: every booking of the day counts on the same rows, locked from here until the commit.
        bookingCountInsert(input.funnel_counted ?? [], mail.agencyZone),
      ]);
      return {
        token,
        kind: "booked",
        booking: {
          id: booking.id,
          slotDate: slot.slotDate,
          slotTime: slot.slotTime,
          customerEmail: input.customer_email,
        },
      };
    });
  } catch (error) {
    // A booking row left over for an available slot: the database's unique constraint has the last word.
    if (isUniqueViolationOf(error, STANDING_BOOKING_INDEX))
      return { kind: "slot_unavailable", reason: "booked" };
    throw error;
  }
}
