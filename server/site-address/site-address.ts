import { eq, sql } from "drizzle-orm";
import type { SiteAddressView } from "../../domain/admin-views";
import { isLoopbackOrigin } from "../../domain/site-address-schema";
import type { Database } from "../db/connection";
import { siteAddress } from "../db/schema";

// Where links that outlive a request point (e-mails, calendar events, webhooks): PUBLIC_URL when set,
// else the address the owner confirmed, else the address the server announces at start. Never a
// request's Host: anyone can send any Host, and a manage link to their host in a genuine e-mail from
// the agency is a phishing link (docs/decisions/029-links-that-outlive-a-request.md).

/** How the owner confirmed the address, as the settings say it. */
export type ConfirmedBy = "the first admin's setup" | "an admin's sign-in" | "Settings";

export interface AddressSource {
  db: Database;
  publicUrl?: string;
  port: number;
}

/** The address the server announces at start ("Listening on …"): used until one is confirmed. */
export function startAddress(port: number) {
  return `http://localhost:${port}`;
}

/** The address the owner confirmed, if any. */
export async function confirmedOrigin(db: Database): Promise<string | undefined> {
  return (await readConfirmed(db))?.origin;
}

async function readConfirmed(db: Database) {
  const [row] = await db.select().from(siteAddress).where(eq(siteAddress.id, true));
  return row;
}

/** The base of every link that outlives the request. */
export async function linkBaseOf({ db, publicUrl, port }: AddressSource): Promise<string> {
  if (publicUrl) return publicUrl;
  return linkBaseFrom({ publicUrl, port }, await confirmedOrigin(db));
}

/** The confirmed origin as a column of a read made with others (server/db/together.ts): null until confirmed. */
export function confirmedOriginColumn() {
  return sql`select ${siteAddress.origin} from ${siteAddress} where ${siteAddress.id}`;
}

/** The base of links, given the confirmed origin as read. */
export function linkBaseFrom(
  { publicUrl, port }: Omit<AddressSource, "db">,
  confirmed: string | null | undefined,
) {
  return publicUrl || (confirmed ?? startAddress(port));
}

/** The owner says this is the site's address (the settings form). */
export async function confirmSiteAddress(db: Database, origin: string, by: ConfirmedBy) {
  await db
    .insert(siteAddress)
    .values({ origin, confirmedBy: by })
    .onConflictDoUpdate({
      target: siteAddress.id,
      set: { origin, confirmedBy: by, confirmedAt: sql`now()` },
    });
}

/**
 * The address an admin used, kept only while none is confirmed (the first setup, a sign-in). A loopback
 * address is not: customers cannot open it, and the admin's next visit through the site's real address
 * is then the one kept.
 */
export async function confirmSiteAddressIfUnset(db: Database, origin: string, by: ConfirmedBy) {
  if (isLoopbackOrigin(origin)) return;
  await db.insert(siteAddress).values({ origin, confirmedBy: by }).onConflictDoNothing();
}

export async function siteAddressView(source: AddressSource, thisPage: string): Promise<SiteAddressView> {
  if (source.publicUrl) return { origin: new URL(source.publicUrl).origin, source: "public-url", thisPage };
  const confirmed = await readConfirmed(source.db);
  if (!confirmed) return { origin: startAddress(source.port), source: "unconfirmed", thisPage };
  return {
    origin: confirmed.origin,
    source: "confirmed",
    confirmed: { by: confirmed.confirmedBy, at: confirmed.confirmedAt.toISOString() },
    thisPage,
  };
}
