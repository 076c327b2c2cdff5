import { asc, eq } from "drizzle-orm";
import { type BookingQuestion, bookingQuestions } from "../../domain/content/booking-questions";
import { answerText } from "../../domain/lead-answers";
import { visitSourceOf } from "../../domain/lead-record";
import { sourceName } from "../../domain/visit-source";
import { bookingDetailsColumns } from "../booking/booking-details";
import type { Database } from "../db/connection";
import { bookings, timeSlots } from "../db/schema";
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

/** Every booking with its slot (a cancelled one with who, when and why), in calendar order. */
export async function bookingsCsv(db: Database): Promise<string> {
  const rows = await db
    .select({
      ...bookingDetailsColumns,
      createdAt: bookings.createdAt,
      status: bookings.status,
      cancelledBy: bookings.cancelledBy,
      cancelledAt: bookings.cancelledAt,
      cancelReason: bookings.cancelReason,
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
