import { asc, eq } from "drizzle-orm";
import type { OwnerNoticesView } from "../../domain/owner-notices";
import type { Database } from "../db/connection";
import { ownerNotices, user, userRoles } from "../db/schema";
import type { MailSettings } from "./booking-emails";

// Who at the agency hears of every booking, move and cancel: ADMIN_NOTIFY_EMAIL when the server sets
// it, else every admin's own address, unless the owner switched the notices off in Settings. Read in
// the transaction that queues the notice, so an admin added a moment ago is told and a switch just
// turned off is obeyed.

/** On until the owner switches them off. */
export async function ownerNoticesEnabled(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ enabled: ownerNotices.enabled })
    .from(ownerNotices)
    .where(eq(ownerNotices.id, true));
  return row?.enabled ?? true;
}

export async function saveOwnerNotices(db: Database, enabled: boolean) {
  await db
    .insert(ownerNotices)
    .values({ enabled })
    .onConflictDoUpdate({ target: ownerNotices.id, set: { enabled, updatedAt: new Date() } });
}

async function adminAddresses(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ email: user.email })
    .from(user)
    .innerJoin(userRoles, eq(userRoles.userId, user.id))
    .where(eq(userRoles.role, "admin"))
    .orderBy(asc(user.email));
  return rows.map((row) => row.email);
}

async function noticeAddresses(db: Database, settings: Pick<MailSettings, "adminNotifyEmail">) {
  return settings.adminNotifyEmail
    ? { source: "ADMIN_NOTIFY_EMAIL" as const, addresses: [settings.adminNotifyEmail] }
    : { source: "admins" as const, addresses: await adminAddresses(db) };
}

/** The addresses a notice goes to now; none when switched off. */
export async function ownerRecipients(
  db: Database,
  settings: Pick<MailSettings, "adminNotifyEmail">,
): Promise<string[]> {
  if (!(await ownerNoticesEnabled(db))) return [];
  return (await noticeAddresses(db, settings)).addresses;
}

export async function ownerNoticesView(
  db: Database,
  settings: Pick<MailSettings, "adminNotifyEmail">,
): Promise<OwnerNoticesView> {
  const [enabled, to] = await Promise.all([ownerNoticesEnabled(db), noticeAddresses(db, settings)]);
  return { enabled, to };
}
