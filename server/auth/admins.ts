import { and, eq } from "drizzle-orm";
import type { Database } from "../db/connection";
import { account, user, userRoles } from "../db/schema";
import { logger } from "../logger";
import type { Auth } from "./auth";

export interface AdminCredentials {
  email: string;
  password: string;
}

async function findUserIdByEmail(db: Database, email: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email.trim().toLowerCase()))
    .limit(1);
  return row?.id;
}

async function setPassword(auth: Auth, db: Database, userId: string, password: string) {
  const context = await auth.$context;
  const hash = await context.password.hash(password);
  const [credential] = await db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")))
    .limit(1);
  if (credential) await context.internalAdapter.updatePassword(userId, hash);
  else
    await context.internalAdapter.linkAccount({
      userId,
      providerId: "credential",
      accountId: userId,
      password: hash,
    });
}

/** Creates the admin, or sets its password when it exists; either way it holds the admin role. */
export async function ensureAdmin(auth: Auth, db: Database, { email, password }: AdminCredentials) {
  let userId = await findUserIdByEmail(db, email);
  const created = !userId;
  if (!userId) {
    const context = await auth.$context;
    const newUser = await context.internalAdapter.createUser(
      { email: email.trim(), name: email.split("@")[0] || "Admin", emailVerified: true },
      { method: "admin" },
    );
    userId = newUser.id;
  }
  await setPassword(auth, db, userId, password);
  await db.insert(userRoles).values({ userId, role: "admin" }).onConflictDoNothing();
  return { userId, created };
}

/** Sets a new password for an existing user; false when no user has that e-mail. */
export async function resetPassword(auth: Auth, db: Database, { email, password }: AdminCredentials) {
  const userId = await findUserIdByEmail(db, email);
  if (!userId) return false;
  await setPassword(auth, db, userId, password);
  return true;
}

/** A user is an admin only with a user_roles row; a failed lookup counts as not admin. */
export async function isAdmin(db: Database, userId: string): Promise<boolean> {
  try {
    const [row] = await db
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")))
      .limit(1);
    return Boolean(row);
  } catch (error) {
    logger.error("Error checking admin status", error);
    return false;
  }
}
