import { sql } from "drizzle-orm";
import type { Database } from "../../server/db/connection";

// Bookings as a browser makes them, against a running server (in this process or another), and the
// questions a test asks the database afterwards.

/**
 * The booking form as the page submits it (React Router's data request, the page's Origin). A client
 * address in `forwardedFor` is what a reverse proxy on the same host would report.
 */
export function bookOverHttp(
  baseUrl: string,
  slotId: string,
  { email = "ada@example.com", forwardedFor }: { email?: string; forwardedFor?: string } = {},
) {
  return fetch(`${baseUrl}/book-call.data`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: baseUrl,
      ...(forwardedFor ? { "X-Forwarded-For": forwardedFor } : {}),
    },
    body: new URLSearchParams({
      time_slot_id: slotId,
      customer_name: "Ada Lovelace",
      customer_email: email,
    }).toString(),
  });
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The calendar's invariant, in one query: slots that are booked without a standing booking, or the reverse. */
export async function slotsOutOfStep(db: Database): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as count
      from time_slots s left join bookings b on b.time_slot_id = s.id and b.status = 'confirmed'
     where (s.status = 'booked') <> (b.id is not null)`);
  return Number(rowsOf<{ count: number }>(result)[0]?.count);
}

/** Anything half-written by an interrupted booking, by kind; all zero when every booking was whole. */
export async function halfWrittenBookings(db: Database) {
  const result = await db.execute(sql`
    select
      (select count(*)::int from time_slots s
        where s.status = 'booked'
          and not exists (select 1 from bookings b where b.time_slot_id = s.id and b.status = 'confirmed'))
        as "bookedSlotsWithoutBooking",
      (select count(*)::int from bookings b join time_slots s on s.id = b.time_slot_id
        where s.status <> 'booked' and b.status = 'confirmed') as "bookingsOfUnbookedSlots",
      (select count(*)::int from email_outbox o
        where o.booking_id is null or not exists (select 1 from bookings b where b.id = o.booking_id))
        as "emailsWithoutBooking",
      (select count(*)::int from bookings b
        where not exists (select 1 from email_outbox o where o.booking_id = b.id)) as "bookingsWithoutEmail"`);
  const [row] = rowsOf<Record<string, number>>(result);
  return Object.fromEntries(Object.entries(row ?? {}).map(([name, count]) => [name, Number(count)]));
}

/** Reads an event stream until `text` has arrived (or the stream ended), then lets it go; all it read. */
export async function readStreamUntil(response: Response, text: string): Promise<string> {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let read = "";
  while (!read.includes(text)) {
    const { value, done } = await reader.read();
    if (done) break;
    read += decoder.decode(value, { stream: true });
  }
  await reader.cancel();
  return read;
}
