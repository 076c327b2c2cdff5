import { and, asc, eq, gte, sql } from "drizzle-orm";
import { addDays, dateInZone } from "../../domain/agency-time";
import { hasEnded } from "../../domain/change-notice";
import type { Database } from "../db/connection";
import { rowsOf } from "../db/rows-of";
import { bookings, timeSlots } from "../db/schema";
import { bookingLinksEmail } from "../mail/find-booking-email";
import { queueEmails } from "../mail/outbox";
import type { BookingDesk } from "./booking-desk";
import { bookingDetailsColumns } from "./booking-details";
import { manageUrl } from "./manage-token";
import { keepReissuedToken, reissuedToken } from "./reissued-link";

// "Find my booking", answered away from the request (find-bookings.ts wrote it down): each address
// asked for is looked up, and one that has upcoming calls (standing, not over) gets one e-mail with
// their links, through the outbox. An address without any gets nothing: nobody can make us write to a
// stranger. Several requests for one address waiting together are answered with one e-mail.

export type LinksDesk = Pick<BookingDesk, "db" | "mail" | "clientSecret" | "linkBase">;

const BATCH = 20;

/** The address's upcoming calls, soonest first (the address as lower-case). */
async function upcomingCallsOf(tx: Database, email: string, now: Date, zone: string) {
  const rows = await tx
    .select({ id: bookings.id, ...bookingDetailsColumns, bookerZone: bookings.bookerZone })
    .from(bookings)
    .innerJoin(timeSlots, eq(timeSlots.id, bookings.timeSlotId))
    .where(
      and(
        sql`lower(${bookings.customerEmail}) = ${email}`,
        eq(bookings.status, "confirmed"),
        // A call that started yesterday (agency date) may still be on: the exact test follows.
        gte(timeSlots.slotDate, addDays(dateInZone(now, zone), -1)),
      ),
    )
    .orderBy(asc(timeSlots.slotDate), asc(timeSlots.slotTime));
  return rows.filter((row) => !hasEnded(row, now, zone));
}

/**
 * Answers up to a batch of waiting requests in one transaction: they are taken (deleted) together
 * with the e-mails they lead to, so a failure leaves them waiting and nothing half done. Returns how
 * many requests were answered.
 */
export async function answerLinkRequests(desk: LinksDesk, now = new Date()): Promise<number> {
  const base = await desk.linkBase();
  const zone = desk.mail.agencyZone;
  return desk.db.transaction(async (tx) => {
    const taken = await tx.execute(sql`
      delete from booking_link_requests
       where id in (select id from booking_link_requests order by requested_at limit ${BATCH}
                    for update skip locked)
      returning email`);
    const requests = rowsOf<{ email: string }>(taken);
    for (const email of new Set(requests.map((request) => request.email))) {
      const calls = await upcomingCallsOf(tx, email, now, zone);
      const [first] = calls;
      if (!first) continue;
      const linked = [];
      for (const call of calls) {
        const token = reissuedToken(desk.clientSecret, call.id);
        await keepReissuedToken(tx, call.id, token);
        linked.push({
          slotDate: call.slotDate,
          slotTime: call.slotTime,
          bookerZone: call.bookerZone,
          manageUrl: manageUrl(base, token),
        });
      }
      // Written to the address as it was booked, where the confirmation went.
      const to = first.customerEmail;
      await queueEmails(tx, [bookingLinksEmail({ to, name: first.customerName, calls: linked }, desk.mail)]);
    }
    return requests.length;
  });
}
