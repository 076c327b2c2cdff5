import { createHmac } from "node:crypto";
import { eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/connection";
import { countToday } from "../db/count-today";
import { type BookingRefusalReason, bookingRefusals, bookings, timeSlots } from "../db/schema";
import { clientKey } from "../rate-limit/client-key";

// How many calls one e-mail address, and one client, may hold at once
// (docs/decisions/016-holds-up-under-attack.md): counted in the database inside the booking's
// transaction, so parallel bookings cannot slip past, and on every instance alike.

export interface UpcomingLimits {
  /** Standing bookings one e-mail address may hold. */
  perEmail: number;
  /** Standing bookings one client (an IPv4 address, an IPv6 /64) may hold: an office's colleagues share it. */
  perClient: number;
}

export interface UpcomingLimitReached {
  kind: "limit_reached";
  by: "email" | "client";
  limit: number;
}

/** What a standing booking is: one not cancelled whose call is still to come. The one place that says so. */
export function isStanding(agencyZone: string): SQL {
  return sql`${bookings.status} = 'confirmed' and (${timeSlots.slotDate} + ${timeSlots.slotTime}) at time zone ${agencyZone} > now()`;
}

/** The client as a booking keeps it: a keyed digest of its client key, so the address cannot be read back. */
export function clientKeyHash(address: string, secret: string) {
  return createHmac("sha256", secret).update(clientKey(address)).digest("base64url");
}

interface Holder {
  email: string;
  clientHash: string;
}

/**
 * Inside the booking's transaction: waits for any other booking by this e-mail or client to commit.
 * One statement, its locks taken left to right: e-mail then client, so two bookings never wait for each
 * other's second lock. The count must come after, in a statement that sees what they guarded.
 */
export async function lockHolder(tx: Database, { email, clientHash }: Holder) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`booking:email:${email.toLowerCase()}`}, 0)), pg_advisory_xact_lock(hashtextextended(${`booking:client:${clientHash}`}, 0))`,
  );
}

export interface HeldCounts {
  heldByEmail: number;
  heldByClient: number;
}

/** The standing calls the e-mail and the client hold, as scalar subqueries read after `lockHolder`. */
export function heldColumns({ email, clientHash }: Holder, limits: UpcomingLimits, agencyZone: string) {
  // Counted only up to the limit: a client holding thousands costs no more than one at its limit.
  const held = (holder: SQL, limit: number) =>
    sql`select count(*)::int from (select 1 from bookings join time_slots on time_slots.id = bookings.time_slot_id where ${holder} and ${isStanding(agencyZone)} limit ${limit}) as held`;
  return {
    heldByEmail: held(sql`lower(${bookings.customerEmail}) = lower(${email})`, limits.perEmail),
    heldByClient: held(eq(bookings.clientKeyHash, clientHash), limits.perClient),
  };
}

/** Whether one more booking would pass a limit, from what `heldColumns` read; counts the refusal if so. */
export async function upcomingLimitReached(
  tx: Database,
  { heldByEmail, heldByClient }: HeldCounts,
  limits: UpcomingLimits,
  agencyZone: string,
): Promise<UpcomingLimitReached | null> {
  const reached: UpcomingLimitReached | null =
    heldByEmail >= limits.perEmail
      ? { kind: "limit_reached", by: "email", limit: limits.perEmail }
      : heldByClient >= limits.perClient
        ? { kind: "limit_reached", by: "client", limit: limits.perClient }
        : null;
  if (reached)
    await countRefusal(tx, reached.by === "email" ? "upcoming_per_email" : "upcoming_per_client", agencyZone);
  return reached;
}

/** One more valid booking refused by a limit today (the agency's date). */
export async function countRefusal(db: Database, reason: BookingRefusalReason, agencyZone: string) {
  await countToday(db, bookingRefusals, bookingRefusals.reason, [reason], agencyZone);
}
