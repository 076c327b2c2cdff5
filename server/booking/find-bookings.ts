import { createHash } from "node:crypto";
import { invalidInput } from "../../domain/action-result";
import { FIND_BOOKING_SENT, type FindBookingAnswer } from "../../domain/find-booking";
import { findBookingSchema } from "../../domain/find-booking-schema";
import type { Database } from "../db/connection";
import { bookingLinkRequests } from "../db/schema";
import { textFields } from "../http/read-form";
import { clientKey } from "../rate-limit/client-key";
import { hitRateLimits, type RateLimitRule } from "../rate-limit/limiter";

// "Find my booking", on the request's side: read the address, count the request against the limits,
// write it down for the job that answers it (booking-links.ts), and say the one thing that is said
// whatever the address. The request never looks the address up: its answer, its status and the work
// it does are the same for an address with bookings and one without.

export interface FindBookingLimits {
  /** Requests one client (an IPv4 address, an IPv6 /64) may make. */
  perClient: RateLimitRule;
  /** Requests for one address, from anywhere: its owner's mailbox is not flooded. */
  perEmail: RateLimitRule;
}

const HOUR = 60 * 60_000;

export const FIND_BOOKING_LIMITS: FindBookingLimits = {
  perClient: { limit: 10, windowMs: HOUR },
  perEmail: { limit: 3, windowMs: HOUR },
};

export const findBookingMessages = {
  tooMany: (minutes: number) =>
    `Too many requests for booking links from your network or for this address. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
};

export async function requestBookingLinks(
  db: Database,
  {
    form,
    clientAddress,
    limits = FIND_BOOKING_LIMITS,
  }: { form: FormData; clientAddress: string; limits?: FindBookingLimits },
): Promise<FindBookingAnswer> {
  const parsed = findBookingSchema.safeParse(textFields(form));
  if (!parsed.success) return invalidInput(parsed.error);
  const email = parsed.data.email.toLowerCase();
  const results = await hitRateLimits(db, [
    { key: `find-booking:client:${clientKey(clientAddress)}`, rule: limits.perClient },
    {
      key: `find-booking:email:${createHash("sha256").update(email).digest("base64url")}`,
      rule: limits.perEmail,
    },
  ]);
  const refused = results.filter((result) => !result.allowed);
  if (refused.length > 0) {
    const wait = Math.max(...refused.map((result) => result.retryAfterSeconds));
    return { ok: false, status: 429, message: findBookingMessages.tooMany(Math.ceil(wait / 60)) };
  }
  await db.insert(bookingLinkRequests).values({ email });
  return { ok: true, message: FIND_BOOKING_SENT };
}
