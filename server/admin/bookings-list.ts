import { and, asc, count, desc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import {
  BOOKINGS_PAGE_SIZE,
  type BookingState,
  type BookingsFilters,
  type BookingsList,
  bookingStateOf,
} from "../../domain/bookings-list";
import { SLOT_MINUTES } from "../../domain/slot-rules";
import { sourceName } from "../../domain/visit-source";
import { bookingDetailsColumns } from "../booking/booking-details";
import type { Database } from "../db/connection";
import { bookings, timeSlots } from "../db/schema";

// The owner's bookings list: upcoming or past calls, searched by name or e-mail, filtered by what
// became of them and by where the visit came from, a page at a time: the database does the filtering,
// ordering and paging, so a long history costs one page's rows.

/** The call's end, as the agency's clocks mark its slot. */
const callEnd = (agencyZone: string) =>
  sql`((${timeSlots.slotDate} + ${timeSlots.slotTime}) at time zone ${agencyZone}) + make_interval(mins => ${SLOT_MINUTES})`;

const stateConditions: Record<BookingState, SQL | undefined> = {
  confirmed: and(eq(bookings.status, "confirmed"), isNull(bookings.attendance)),
  cancelled: eq(bookings.status, "cancelled"),
  attended: and(eq(bookings.status, "confirmed"), eq(bookings.attendance, "attended")),
  no_show: and(eq(bookings.status, "confirmed"), eq(bookings.attendance, "no_show")),
};

/** `text` as a LIKE pattern that matches it anywhere, its own % and _ taken literally. */
function containing(text: string) {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

// Accents are left out on both sides, so 'jose nunez' finds José Núñez. With a table of letters
// rather than Unicode normalization: that needs a UTF8 database, and an owner's PostgreSQL may not be.
const accented =
  "ÁÀÂÄÃÅĀĂĄáàâäãåāăąÇĆČçćčĎďÉÈÊËĒĖĘĚéèêëēėęěÍÌÎÏĪĮíìîïīįŁłÑŃŇñńňÓÒÔÖÕØŌŐóòôöõøōőŘřŚŠŞśšşŤťÚÙÛÜŪŮŰŲúùûüūůűųÝŸýÿŹŻŽźżž";
const plain =
  "AAAAAAAAAaaaaaaaaaCCCcccDdEEEEEEEEeeeeeeeeIIIIIIiiiiiiLlNNNnnnOOOOOOOOooooooooRrSSSsssTtUUUUUUUUuuuuuuuuYYyyZZZzzz";
const plainOf = new Map([...accented].map((letter, index) => [letter, plain[index] ?? letter]));

/** The text without its accents, as the search compares it. */
function withoutAccents(text: string) {
  return [...text].map((letter) => plainOf.get(letter) ?? letter).join("");
}

const unaccented = (column: unknown) => sql`translate(${column}, ${accented}, ${plain})`;

/** A booking's source as the dashboard counts it, from its two columns. */
function nameOfSource(utmSource: string | null, sourceReferrer: string | null) {
  return sourceName({ utm_source: utmSource ?? undefined, source_referrer: sourceReferrer ?? undefined });
}

/** Every source on record with the columns it is named from (one row per pair, however many bookings). */
async function sourcesOnRecord(db: Database) {
  const pairs = await db
    .selectDistinct({ utm_source: bookings.utmSource, source_referrer: bookings.sourceReferrer })
    .from(bookings);
  return pairs.map((pair) => ({ ...pair, name: nameOfSource(pair.utm_source, pair.source_referrer) }));
}

/** The bookings named `name` by sourceName (domain/visit-source.ts), the one rule of a source's name. */
function sourceCondition(name: string, sources: Awaited<ReturnType<typeof sourcesOnRecord>>) {
  const named = sources.filter((source) => source.name === name);
  const referrers = named
    .filter((source) => source.utm_source === null && source.source_referrer !== null)
    .map((source) => source.source_referrer as string);
  const conditions = [
    named.some((source) => source.utm_source === name) ? eq(bookings.utmSource, name) : undefined,
    referrers.length > 0
      ? and(isNull(bookings.utmSource), inArray(bookings.sourceReferrer, referrers))
      : undefined,
    named.some((source) => source.utm_source === null && source.source_referrer === null)
      ? and(isNull(bookings.utmSource), isNull(bookings.sourceReferrer))
      : undefined,
  ].filter((condition) => condition !== undefined);
  return conditions.length > 0 ? or(...conditions) : sql`false`;
}

export async function bookingsList(
  db: Database,
  filters: BookingsFilters,
  { now, agencyZone }: { now: Date; agencyZone: string },
): Promise<BookingsList> {
  const sources = await sourcesOnRecord(db);
  const upcoming = filters.period === "upcoming";
  const search = filters.search ? containing(withoutAccents(filters.search)) : undefined;
  const where = and(
    upcoming
      ? sql`${callEnd(agencyZone)} > ${now.toISOString()}::timestamptz`
      : sql`${callEnd(agencyZone)} <= ${now.toISOString()}::timestamptz`,
    search
      ? or(
          sql`${unaccented(bookings.customerName)} ilike ${search}`,
          sql`${bookings.customerEmail} ilike ${search}`,
        )
      : undefined,
    filters.state ? stateConditions[filters.state] : undefined,
    filters.source !== undefined ? sourceCondition(filters.source, sources) : undefined,
  );
  const order = upcoming
    ? [asc(timeSlots.slotDate), asc(timeSlots.slotTime), asc(bookings.createdAt), asc(bookings.id)]
    : [desc(timeSlots.slotDate), desc(timeSlots.slotTime), desc(bookings.createdAt), desc(bookings.id)];
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: bookings.id,
        ...bookingDetailsColumns,
        status: bookings.status,
        attendance: bookings.attendance,
        utmSource: bookings.utmSource,
        sourceReferrer: bookings.sourceReferrer,
      })
      .from(bookings)
      .innerJoin(timeSlots, eq(timeSlots.id, bookings.timeSlotId))
      .where(where)
      .orderBy(...order)
      .limit(BOOKINGS_PAGE_SIZE)
      .offset((filters.page - 1) * BOOKINGS_PAGE_SIZE),
    db
      .select({
        total: count(),
        // Said beside the total: the dashboard's count of bookings leaves cancelled calls out.
        cancelled: sql<number>`(count(*) filter (where ${bookings.status} = 'cancelled'))::int`,
      })
      .from(bookings)
      .innerJoin(timeSlots, eq(timeSlots.id, bookings.timeSlotId))
      .where(where),
  ]);
  const total = counted?.total ?? 0;
  return {
    rows: rows.map((row) => ({
      id: row.id,
      customerName: row.customerName,
      customerEmail: row.customerEmail,
      slotDate: row.slotDate,
      slotTime: row.slotTime,
      state: bookingStateOf(row),
      source: nameOfSource(row.utmSource, row.sourceReferrer),
    })),
    total,
    cancelled: counted?.cancelled ?? 0,
    pages: Math.max(1, Math.ceil(total / BOOKINGS_PAGE_SIZE)),
    sources: [...new Set(sources.map((source) => source.name))].sort((a, b) => a.localeCompare(b)),
  };
}
