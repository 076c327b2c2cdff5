import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/connection";
import { bookings } from "../db/schema";
import { hashManageToken } from "./manage-token";

// A booking's second link, the one the server can write again: its first (e-mailed at booking) is
// random and only its digest is kept, so it can never be sent a second time. This one is the keyed
// digest of the booking's id, so every e-mail that needs it (Find my booking, the owner's move) carries
// the same link and none voids another; its digest is stored like the first's, so the database alone
// still opens no booking (docs/decisions/033-find-my-booking-and-the-bookings-list.md).

/** The booking's second token: 32 bytes as base64url, the shape of every manage token (manage-token.ts). */
export function reissuedToken(secret: string, bookingId: string): string {
  return createHmac("sha256", secret).update(`booking-link:${bookingId}`).digest("base64url");
}

/** Lets the second token open the booking: its digest stored (again only if the secret changed). */
export async function keepReissuedToken(db: Database, bookingId: string, token: string) {
  await db
    .update(bookings)
    .set({ reissuedTokenHash: hashManageToken(token) })
    .where(eq(bookings.id, bookingId));
}
