import { sql } from "drizzle-orm";
import type { OwnerNoticesView } from "../../domain/owner-notices";
import type { Database } from "../db/connection";
import { rowsOf } from "../db/rows-of";
import { ownerNotices, user, userRoles } from "../db/schema";
import type { MailSettings } from "./booking-emails";

// Who at the agency hears of every booking, move and cancel: ADMIN_NOTIFY_EMAIL when the server sets
// it, else every admin's own address, unless the owner switched the notices off in Settings. Read in
// the transaction that queues the notice, so an admin added a moment ago is told and a switch just
// turned off is obeyed.

/**
 * Whether the notices are on (until the owner switches them off) and every admin's address, in one
 * round trip: a booking's transaction reads them with every booking.
 */
async function noticeState(db: Database): Promise<{ enabled: boolean; admins: string[] }> {
  const result = await db.execute(sql`select
    coalesce((select ${ownerNotices.enabled} from ${ownerNotices} where ${ownerNotices.id}), true) as enabled,
    coalesce((select json_agg(distinct ${user.email} order by ${user.email}) from ${user}
       join ${userRoles} on ${userRoles.userId} = ${user.id} where ${userRoles.role} = 'admin'), '[]') as admins`);
  const [row] = rowsOf<{ enabled: boolean; admins: string[] }>(result);
  return { enabled: row?.enabled ?? true, admins: row?.admins ?? [] };
}

export async function saveOwnerNotices(db: Database, enabled: boolean) {
  await db
    .insert(ownerNotices)
    .values({ enabled })
    .onConflictDoUpdate({ target: ownerNotices.id, set: { enabled, updatedAt: new Date() } });
}

function noticeAddresses(settings: Pick<MailSettings, "adminNotifyEmail">, admins: string[]) {
  return settings.adminNotifyEmail
    ? { source: "ADMIN_NOTIFY_EMAIL" as const, addresses: [settings.adminNotifyEmail] }
    : { source: "admins" as const, addresses: admins };
}

/** The addresses a notice goes to now; none when switched off. */
export async function ownerRecipients(
  db: Database,
  settings: Pick<MailSettings, "adminNotifyEmail">,
): Promise<string[]> {
  const { enabled, admins } = await noticeState(db);
  return enabled ? noticeAddresses(settings, admins).addresses : [];
}

export async function ownerNoticesView(
  db: Database,
  settings: Pick<MailSettings, "adminNotifyEmail">,
): Promise<OwnerNoticesView> {
  const { enabled, admins } = await noticeState(db);
  return { enabled, to: noticeAddresses(settings, admins) };
}
