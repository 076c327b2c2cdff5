import { createHash, randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/connection";
import { adminSetupTokens, userRoles } from "../db/schema";
import { type AdminCredentials, ensureAdmin } from "./admins";
import type { Auth } from "./auth";

// The first admin, created in the browser from a one-time link that `npm start` prints while no admin
// exists (docs/decisions/015-first-admin-link.md). Only digests of the tokens are stored; every token
// is void once any admin exists, however it was created (this link, ADMIN_EMAIL, `npm run admin`).

export const SETUP_PATH = "/admin/setup";

function digest(token: string) {
  return createHash("sha256").update(token).digest("base64url");
}

export async function adminExists(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(userRoles)
    .where(eq(userRoles.role, "admin"))
    .limit(1);
  return Boolean(row);
}

/** Deletes every setup token (an admin exists now). */
export async function forgetSetupTokens(db: Database) {
  await db.delete(adminSetupTokens);
}

/** A new setup token while no admin exists (each start prints one); none once an admin exists. */
export async function issueSetupToken(db: Database): Promise<string | undefined> {
  if (await adminExists(db)) {
    await forgetSetupTokens(db);
    return undefined;
  }
  const token = randomBytes(32).toString("base64url");
  await db.insert(adminSetupTokens).values({ tokenHash: digest(token) });
  return token;
}

/** True while no admin exists and `token` is one that was issued. */
export async function isSetupToken(db: Database, token: string): Promise<boolean> {
  if (!token || (await adminExists(db))) return false;
  const [row] = await db
    .select({ tokenHash: adminSetupTokens.tokenHash })
    .from(adminSetupTokens)
    .where(eq(adminSetupTokens.tokenHash, digest(token)))
    .limit(1);
  return Boolean(row);
}

export type FirstAdminOutcome = "created" | "invalid-link" | "admin-exists";

/**
 * Creates the first admin with a setup token. The claim deletes every token in one statement, so of
 * two requests at once (one token or two) exactly one goes on.
 */
export async function createFirstAdmin(
  auth: Auth,
  db: Database,
  token: string,
  credentials: AdminCredentials,
): Promise<FirstAdminOutcome> {
  if (await adminExists(db)) {
    await forgetSetupTokens(db);
    return "admin-exists";
  }
  // Every token goes, but only for a request that holds one: a wrong token cannot void the right one.
  const claimed = await db
    .delete(adminSetupTokens)
    .where(
      sql`exists (select 1 from ${adminSetupTokens} where ${adminSetupTokens.tokenHash} = ${digest(token)})`,
    )
    .returning({ tokenHash: adminSetupTokens.tokenHash });
  if (!claimed.some((row) => row.tokenHash === digest(token)))
    return (await adminExists(db)) ? "admin-exists" : "invalid-link";
  await ensureAdmin(auth, db, credentials);
  return "created";
}
