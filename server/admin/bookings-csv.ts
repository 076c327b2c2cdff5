import { asc, eq, sql } from "drizzle-orm";
import { type BookingQuestion, bookingQuestions } from "../../domain/content/booking-questions";
import { answerText } from "../../domain/lead-answers";
import { visitSourceOf } from "../../domain/lead-record";
import { sourceName } from "../../domain/visit-source";
import { bookingDetailsColumns } from "../booking/booking-details";
import type { Database } from "../db/connection";
import { bookingMoves, bookings, timeSlots } from "../db/schema";
import { leadColumns } from "./lead-record";

const questions = bookingQuestions as readonly BookingQuestion[];

const columns = [
  "Date",
  "Time",
  "Name",
  "Email",
  "Phone",
  "Notes",
  "Booked at",
  "Status",
  "Cancelled by",
  "Cancelled at",
  "Cancellation reason",
  // A moved booking: where it was first booked, and who moved it last and when.
  "Moved from",
  "Moved by",
  "Moved at",
  // The qualifying answers (an "other" answer's words after its option), then where the visit came from.
  ...questions.map((question) => question.label),
  "Source",
  "Referrer",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
];

/**
 * One CSV cell (RFC 4180). A cell that a spreadsheet would read as a formula (= + - @, or a tab or
 * carriage return before one) is prefixed with an apostrophe, so opening the export runs nothing.
 */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? "";
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: (string | null | undefined)[][]): string {
  return `${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

const firstMove = sql`select ${bookingMoves.fromSlotId} from ${bookingMoves} where ${bookingMoves.bookingId} = ${bookings.id} order by ${bookingMoves.movedAt} asc limit 1`;
const lastMove = sql`from ${bookingMoves} where ${bookingMoves.bookingId} = ${bookings.id} order by ${bookingMoves.movedAt} desc limit 1`;
/** An instant as `Date.toISOString` writes it, in SQL. */
const isoInstant = (column: unknown) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Every booking with its slot (a cancelled one with who, when and why; a moved one with its moves), in calendar order. */
export async function bookingsCsv(db: Database): Promise<string> {
  const rows = await db
    .select({
      ...bookingDetailsColumns,
      createdAt: bookings.createdAt,
      status: bookings.status,
      cancelledBy: bookings.cancelledBy,
      cancelledAt: bookings.cancelledAt,
      cancelReason: bookings.cancelReason,
      movedFrom: sql<
        string | null
      >`(select ${timeSlots.slotDate} || ' ' || left(${timeSlots.slotTime}::text, 5) from ${timeSlots} where ${timeSlots.id} = (${firstMove}))`,
      movedBy: sql<string | null>`(select ${bookingMoves.movedBy} ${lastMove})`,
      movedAt: sql<string | null>`(select ${isoInstant(bookingMoves.movedAt)} ${lastMove})`,
      ...leadColumns,
    })
    .from(bookings)
    .innerJoin(timeSlots, eq(timeSlots.id, bookings.timeSlotId))
    .orderBy(asc(timeSlots.slotDate), asc(timeSlots.slotTime));
  return toCsv([
    columns,
    ...rows.map((row) => [
      row.slotDate,
      row.slotTime.slice(0, 5),
      row.customerName,
      row.customerEmail,
      row.customerPhone,
      row.notes,
      row.createdAt.toISOString(),
      row.status,
      row.cancelledBy,
      row.cancelledAt?.toISOString(),
      row.cancelReason,
      row.movedFrom,
      row.movedBy,
      row.movedAt,
      ...questions.map((question) => answerText(row.leadAnswers, question)),
      row.sourceReferrer || row.utmSource ? sourceName(visitSourceOf(row)) : "direct",
      row.sourceReferrer,
      row.utmSource,
      row.utmMedium,
      row.utmCampaign,
      row.utmTerm,
      row.utmContent,
    ]),
  ]);
}
